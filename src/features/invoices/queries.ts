import { queryOptions } from '@tanstack/react-query';
import { getGetInvoiceInfoQueryKey, getInvoiceInfo } from '@/api/gen/invoice/invoice';

/**
 * The invoice info, shared by the loader (`ensureQueryData`) and the page (`useSuspenseQuery`):
 * the generated options carry `enabled`, which suspense queries do not take.
 */
export function invoiceInfoQueryOptions() {
  return queryOptions({
    queryKey: getGetInvoiceInfoQueryKey(),
    queryFn: ({ signal }) => getInvoiceInfo(undefined, { signal }),
  });
}
