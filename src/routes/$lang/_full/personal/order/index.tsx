import { t } from '@lingui/core/macro';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { getListOrdersQueryOptions } from '@/api/gen/orders/orders';
import { OrderListPage } from '@/features/orders/order-list-page';
import {
  orderListParams,
  orderListSearchDefaults,
  orderListSearchSchema,
} from '@/features/orders/order-list-search';

export const Route = createFileRoute('/$lang/_full/personal/order/')({
  validateSearch: orderListSearchSchema,
  staticData: { catalogs: ['orders'] },
  search: { middlewares: [stripSearchParams(orderListSearchDefaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(getListOrdersQueryOptions(orderListParams(deps)));
  },
  // Not awaited: the table shows its own loading and error states.
  head: () => ({ meta: [{ title: t`Order list` }] }),
  component: OrderListRoute,
});

function OrderListRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <OrderListPage search={search} onSearchChange={(next) => void navigate({ search: next })} />
  );
}
