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
  loader: async ({ context, deps, location, params }) => {
    const { queryClient } = context;
    let line: Promise<void> | undefined;
    if (deps.id === undefined) {
      void queryClient.prefetchQuery(shippingQueries.lines(LINE_PICK_PARAMS));
    } else {
      // The line decides the page (its name under the heading, or the missing line's state, which
      // the page draws from the query's error): the page paints with it. The form's own data is
      // asked for with the form's code, after the paint (`ParcelFormPart`).
      line = queryClient.prefetchQuery(shippingQueries.line(deps.id));
    }
    // A visitor goes to login and comes back here (spec section 6).
    await Promise.all([requireSession({ context, location, params }), line]);
  },
  head: () => ({ meta: [{ title: t`Send a parcel` }] }),
  component: ParcelOrderRoute,
});

function ParcelOrderRoute() {
  const { id } = Route.useSearch();
  return <ParcelOrderPage key={id ?? 0} id={id} />;
}
