import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { InvoiceInfoPage } from '@/features/invoices/invoice-info-page';
import { invoiceInfoQueryOptions } from '@/features/invoices/queries';

export const Route = createFileRoute('/$lang/_full/personal/order/invoice/info')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(invoiceInfoQueryOptions());
  },
  staticData: { catalogs: ['invoices', 'form'] },
  // Not awaited: the page shows its skeleton until the saved details arrive.
  head: () => ({ meta: [{ title: t`Invoice info` }] }),
  component: InvoiceInfoPage,
});
