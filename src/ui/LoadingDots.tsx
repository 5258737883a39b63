import { useTranslate } from 'ra-core';

/** The loading indicator of spec §2: '...', announced as "Loading". Inline, so it fits in text. */
export function LoadingDots() {
  const translate = useTranslate();
  return (
    <span role="status" aria-label={translate('app.loading')}>
      ...
    </span>
  );
}
