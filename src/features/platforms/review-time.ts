import { useLingui } from '@lingui/react/macro';

/** 'About 5 working days', as the pages say the review time of a channel (spec section 9). */
export function useReviewTime() {
  const { t } = useLingui();
  return (days: number) => t`About ${days} working days`;
}
