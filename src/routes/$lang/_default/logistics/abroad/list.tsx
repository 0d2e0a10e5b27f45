import { t } from '@lingui/core/macro';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { logisticsQueries } from '@/features/logistics/queries';
import {
  warehouseListParams,
  warehouseListSearchDefaults,
  warehouseListSearchSchema,
} from '@/features/logistics/warehouse-list-search';
import { WarehouseListPage } from '@/features/logistics/warehouse-pages';

/** Overseas warehouses (`/{lang}/logistics/abroad/list`), filtered by what the URL holds. */
export const Route = createFileRoute('/$lang/_default/logistics/abroad/list')({
  staticData: { catalogs: ['logistics'] },
  validateSearch: warehouseListSearchSchema,
  search: { middlewares: [stripSearchParams(warehouseListSearchDefaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(logisticsQueries.searchOptions());
    void queryClient.prefetchQuery(logisticsQueries.warehouses(warehouseListParams(deps)));
  },
  head: () => ({ meta: [{ title: t`Overseas warehouses` }] }),
  component: WarehouseListRoute,
});

function WarehouseListRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <WarehouseListPage search={search} onSearchChange={(next) => void navigate({ search: next })} />
  );
}
