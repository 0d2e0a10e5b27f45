import { t } from '@lingui/core/macro';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { categoriesQueryOptions, serviceListQueryOptions } from '@/features/market/queries';
import { ServiceListPage } from '@/features/market/service-list-page';
import {
  serviceListSearchDefaults,
  serviceListSearchSchema,
} from '@/features/market/service-list-search';

/** The service market list (`/{lang}/service?cid&mid&index`, spec sections 1 and 2.5). */
export const Route = createFileRoute('/$lang/_default/service/')({
  staticData: { catalogs: ['market', 'form'] },
  validateSearch: serviceListSearchSchema,
  search: { middlewares: [stripSearchParams(serviceListSearchDefaults)] },
  loaderDeps: ({ search }) => search,
  // Not awaited: the cards show their skeletons, then the services or the list's error state.
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(categoriesQueryOptions());
    void queryClient.prefetchQuery(serviceListQueryOptions(deps));
  },
  head: () => ({ meta: [{ title: t`Service market` }] }),
  component: ServiceListRoute,
});

function ServiceListRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ServiceListPage search={search} onSearchChange={(next) => void navigate({ search: next })} />
  );
}
