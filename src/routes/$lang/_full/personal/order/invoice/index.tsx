import { t } from '@lingui/core/macro';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { getListInvoicesQueryOptions } from '@/api/gen/invoice/invoice';
import { InvoiceListPage } from '@/features/invoices/invoice-list-page';
import {
  invoiceListParams,
  invoiceListSearchDefaults,
  invoiceListSearchSchema,
} from '@/features/invoices/invoice-list-search';

export const Route = createFileRoute('/$lang/_full/personal/order/invoice/')({
  validateSearch: invoiceListSearchSchema,
  staticData: { catalogs: ['invoices', 'form'] },
  search: { middlewares: [stripSearchParams(invoiceListSearchDefaults)] },
  loaderDeps: ({ search: { apply: _apply, ...search } }) => search,
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(
      getListInvoicesQueryOptions(invoiceListParams({ ...deps, apply: undefined })),
    );
  },
  // Not awaited: the table shows its own loading and error states.
  head: () => ({ meta: [{ title: t`My invoices` }] }),
  component: InvoiceListRoute,
});

function InvoiceListRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <InvoiceListPage search={search} onSearchChange={(next) => void navigate({ search: next })} />
  );
}
