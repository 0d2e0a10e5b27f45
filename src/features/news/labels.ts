import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { NewsType } from '@/api/gen/model';

/** News columns (spec section 2.6): 5 industry, 3 platform dynamics, 1 policy. */
export const NEWS_TYPE_LABELS: Record<NewsType, MessageDescriptor> = {
  5: msg`Industry news`,
  3: msg`Platform dynamics`,
  1: msg`Policy`,
};
