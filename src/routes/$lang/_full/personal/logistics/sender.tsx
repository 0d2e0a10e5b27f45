import { t } from '@lingui/core/macro';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { shippingQueries } from '@/features/shipping/queries';
import { SenderOrdersPage } from '@/features/shipping/sender-orders-page';
import {
  senderOrderParams,
  senderSearchDefaults,
  senderSearchSchema,
} from '@/features/shipping/sender-search';

/** Sender orders (`/{lang}/personal/logistics/sender`): the user's parcel orders. */
export const Route = createFileRoute('/$lang/_full/personal/logistics/sender')({
  staticData: { catalogs: ['shipping', 'form'] },
  validateSearch: senderSearchSchema,
  search: { middlewares: [stripSearchParams(senderSearchDefaults)] },
  loaderDeps: ({ search }) => search,
  // Not awaited: the table shows its own loading and error states.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(shippingQueries.senderOrders(senderOrderParams(deps)));
  },
  head: () => ({ meta: [{ title: t`Sender orders` }] }),
  component: SenderOrdersRoute,
});

function SenderOrdersRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <SenderOrdersPage search={search} onSearchChange={(next) => void navigate({ search: next })} />
  );
}
