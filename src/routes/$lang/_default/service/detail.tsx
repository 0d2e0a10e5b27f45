import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { serviceQueryOptions } from '@/features/market/queries';
import { ServiceDetailPage } from '@/features/market/service-detail-page';
import { serviceDetailSearchSchema } from '@/features/market/service-list-search';

/** A service's detail (`/{lang}/service/detail?id=3&package=32`). */
export const Route = createFileRoute('/$lang/_default/service/detail')({
  staticData: { catalogs: ['market', 'form'] },
  validateSearch: serviceDetailSearchSchema,
  loaderDeps: ({ search }) => ({ id: search.id }),
  // Not awaited: the page paints its skeleton, then the service or its not-found state.
  loader: ({ context: { queryClient }, deps }) => {
    if (deps.id !== undefined) void queryClient.prefetchQuery(serviceQueryOptions(deps.id));
  },
  head: () => ({ meta: [{ title: t`Service details` }] }),
  component: ServiceDetailRoute,
});

function ServiceDetailRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ServiceDetailPage
      id={search.id}
      packageId={search.package}
      onPackageChange={(packageId) =>
        void navigate({ search: { ...search, package: packageId }, replace: true })
      }
    />
  );
}
