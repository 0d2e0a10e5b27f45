import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { loadOrder } from '@/features/orders/queries';
import { parseOrderId } from '@/features/orders/order-url';
import { OrderDetailPage } from '@/features/orders/order-detail-page';

export const Route = createFileRoute('/$lang/_full/personal/order/$id/')({
  params: {
    parse: ({ id }) => ({ id: parseOrderId(id) }),
    stringify: ({ id }) => ({ id: String(id) }),
  },
  staticData: { catalogs: ['orders'] },
  loader: ({ context, params }) => loadOrder(context.queryClient, params.id),
  head: () => ({ meta: [{ title: t`Order details` }] }),
  component: OrderDetailRoute,
});

function OrderDetailRoute() {
  const { id } = Route.useParams();
  return <OrderDetailPage orderId={id} />;
}
