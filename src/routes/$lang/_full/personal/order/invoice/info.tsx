import { createFileRoute } from '@tanstack/react-router';
import { InvoiceInfoPage } from '@/features/invoices/invoice-info-page';
import { invoiceInfoQueryOptions } from '@/features/invoices/queries';

export const Route = createFileRoute('/$lang/_full/personal/order/invoice/info')({
  loader: ({ context }) => context.queryClient.ensureQueryData(invoiceInfoQueryOptions()),
  component: InvoiceInfoPage,
});
