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
  // The service names the page (its title for search engines and sharing); a missing one is the
  // page's own not-found state, from the same query.
  loader: async ({ context: { queryClient }, deps }) => {
    if (deps.id === undefined) return undefined;
    const service = await queryClient
      .ensureQueryData(serviceQueryOptions(deps.id))
      .catch(() => undefined);
    return service && { title: service.name };
  },
  head: ({ loaderData }) => ({ meta: [{ title: loaderData?.title ?? t`Service details` }] }),
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
