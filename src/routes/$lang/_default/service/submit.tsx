import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { refuseKnownVisitor, requireSession } from '@/app/require-session';
import { profileForOrderQueryOptions, serviceQueryOptions } from '@/features/market/queries';
import { ServiceOrderPage } from '@/features/market/service-order-page';
import { serviceDetailSearchSchema } from '@/features/market/service-list-search';

/** Ordering a service (`/{lang}/service/submit?id=3&package=32`): needs a session (spec 6). */
export const Route = createFileRoute('/$lang/_default/service/submit')({
  staticData: { catalogs: ['market', 'form'] },
  validateSearch: serviceDetailSearchSchema,
  loaderDeps: ({ search }) => ({ id: search.id }),
  beforeLoad: refuseKnownVisitor,
  loader: ({ context, deps, location, params }) => {
    const { queryClient } = context;
    if (deps.id !== undefined) void queryClient.prefetchQuery(serviceQueryOptions(deps.id));
    void queryClient.prefetchQuery(profileForOrderQueryOptions());
    return requireSession({ context, location, params });
  },
  head: () => ({ meta: [{ title: t`Order a service` }] }),
  component: ServiceOrderRoute,
});

function ServiceOrderRoute() {
  const search = Route.useSearch();
  return <ServiceOrderPage id={search.id} packageId={search.package} />;
}
