import { useTranslate } from 'ra-core';
import { Facts } from './Facts';
import { RatingStars } from '../../ui/RatingStars';
import { SectionCard } from './SectionCard';
import { useUserSection } from './useUserProfile';

const RATINGS = ['rating', 'peachRating', 'userRating', 'historyRating', 'recentRating'] as const;

/** GET /v1/pwt/user/{id}/reputation: the five ratings (-1..1, shown as stars too) and the counts. */
export function ReputationCard({ userId }: { userId: string }) {
  const translate = useTranslate();
  const { data, isPending, isError } = useUserSection('getUserReputation', userId);
  return (
    <SectionCard title={translate('user.reputation.title')} pending={isPending} failed={isError} height={200}>
      {data && (
        <Facts
          items={[
            ...RATINGS.map((key) => [translate(`user.reputation.${key}`), <RatingStars rating={data[key]} />] as const),
            [translate('user.reputation.ratingCount'), data.ratingCount],
            [translate('user.reputation.positive'), data.positive],
            [translate('user.reputation.negative'), data.negative],
          ]}
        />
      )}
    </SectionCard>
  );
}
