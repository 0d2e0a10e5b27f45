import { FIELD_HEIGHT, lazyWithSkeleton } from '@/components/feedback/lazy-with-skeleton';
import { DATE_RANGE_FILTER_WIDTH } from './date-range';
import type { DateRangeFilterProps } from './date-range-filter';

/**
 * The date-range filter of the funds flow and ad statistics screens, loaded once the page has
 * painted: its calendar, popover and dayjs are the heaviest part of those screens.
 */
export const DateRangeFilter = lazyWithSkeleton<DateRangeFilterProps>(
  () => import('./date-range-filter').then((module) => module.DateRangeFilter),
  FIELD_HEIGHT,
  DATE_RANGE_FILTER_WIDTH,
);
