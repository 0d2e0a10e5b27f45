import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

/** 'About 5 working days', as the pages say the review time of a channel (spec section 9). */
export function useReviewTime() {
  const { t } = useLingui();
  return (days: number) =>
    t`${plural(days, { one: 'About # working day', other: 'About # working days' })}`;
}
