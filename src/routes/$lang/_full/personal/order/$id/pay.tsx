import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { loadOrder } from '@/features/orders/queries';
import { parseOrderId } from '@/features/orders/order-url';
import { PaymentPage } from '@/features/orders/payment-page';

export const Route = createFileRoute('/$lang/_full/personal/order/$id/pay')({
  params: {
    parse: ({ id }) => ({ id: parseOrderId(id) }),
    stringify: ({ id }) => ({ id: String(id) }),
  },
  staticData: { catalogs: ['orders'] },
  loader: ({ context, params }) => loadOrder(context.queryClient, params.id),
  head: () => ({ meta: [{ title: t`Payment` }] }),
  component: PaymentRoute,
});

function PaymentRoute() {
  const { id } = Route.useParams();
  return <PaymentPage orderId={id} />;
}
