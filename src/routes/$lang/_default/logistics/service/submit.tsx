import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { refuseKnownVisitor, requireSession } from '@/app/require-session';
import { LINE_PICK_PARAMS, ParcelOrderPage } from '@/features/shipping/parcel-order-page';
import { shippingQueries } from '@/features/shipping/queries';
import { searchPositiveInteger, searchSchema } from '@/lib/search-params';

/** Sending a parcel (`/{lang}/logistics/service/submit?id=701`); without id, the user picks a line. */
export const Route = createFileRoute('/$lang/_default/logistics/service/submit')({
  staticData: { catalogs: ['shipping', 'form'] },
  validateSearch: searchSchema({ id: searchPositiveInteger() }),
  loaderDeps: ({ search }) => ({ id: search.id }),
  beforeLoad: refuseKnownVisitor,
  loader: ({ context, deps, location, params }) => {
    const { queryClient } = context;
    if (deps.id === undefined) {
      void queryClient.prefetchQuery(shippingQueries.lines(LINE_PICK_PARAMS));
    } else {
      void queryClient.prefetchQuery(shippingQueries.line(deps.id));
      void queryClient.prefetchQuery(shippingQueries.searchOptions());
      void queryClient.prefetchQuery(shippingQueries.dictionary('TRADE_TYPE'));
      void queryClient.prefetchQuery(shippingQueries.dictionary('TRANSPORT_PLAN'));
    }
    // A visitor goes to login and comes back here (spec section 6).
    return requireSession({ context, location, params });
  },
  head: () => ({ meta: [{ title: t`Send a parcel` }] }),
  component: ParcelOrderRoute,
});

function ParcelOrderRoute() {
  const { id } = Route.useSearch();
  return <ParcelOrderPage key={id ?? 0} id={id} />;
}
