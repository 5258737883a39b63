import { Rating, Stack } from '@mui/material';
import { useTranslate } from 'ra-core';
import { ratingStars } from '../domain/rating';
import { useFormats } from './formats';

/** A rating on the platform's -1..1 scale as 0–5 stars (named for screen readers) and as the number. */
export function RatingStars({ rating }: { rating: number }) {
  const translate = useTranslate();
  const { decimal } = useFormats();
  const stars = ratingStars(rating);
  return (
    <Stack direction="row" spacing={1} alignItems="center" component="span">
      <Rating readOnly value={stars} precision={0.5} size="small" getLabelText={(value) => translate('user.ratingText', { 0: String(value) })} />
      <span>{decimal(rating, 2)}</span>
    </Stack>
  );
}
