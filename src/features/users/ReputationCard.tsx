import { useTranslate } from 'ra-core';
import { Facts } from '../../ui/Facts';
import { RatingStars } from '../../ui/RatingStars';
import { SectionCard } from '../../ui/SectionCard';
import { useUserSection } from './useUserSection';

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
            ...RATINGS.map((key) => [`user.reputation.${key}`, <RatingStars rating={data[key]} />] as const),
            ['user.reputation.ratingCount', data.ratingCount],
            ['user.reputation.positive', data.positive],
            ['user.reputation.negative', data.negative],
          ]}
        />
      )}
    </SectionCard>
  );
}
