import { t } from '@lingui/core/macro';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { warehouseCountry } from '@/features/logistics/line-filters';
import { LineListPage } from '@/features/logistics/line-list-page';
import {
  lineListParams,
  lineListSearchDefaults,
  lineListSearchSchema,
} from '@/features/logistics/line-list-search';
import { logisticsQueries } from '@/features/logistics/queries';

/** Logistics lines (`/{lang}/logistics/service/list`), filtered by what the URL holds. */
export const Route = createFileRoute('/$lang/_default/logistics/service/list')({
  staticData: { catalogs: ['logistics'] },
  validateSearch: lineListSearchSchema,
  search: { middlewares: [stripSearchParams(lineListSearchDefaults)] },
  loaderDeps: ({ search }) => search,
  // Not awaited: the page shows its skeletons, then the cards or their error state.
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(logisticsQueries.searchOptions());
    const options = queryClient.getQueryData(logisticsQueries.searchOptions().queryKey);
    if (!deps.wh || options)
      void queryClient.prefetchQuery(
        logisticsQueries.lines(lineListParams(deps, warehouseCountry(options, deps.wh))),
      );
  },
  head: () => ({ meta: [{ title: t`Logistics lines` }] }),
  component: LineListRoute,
});

function LineListRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <LineListPage search={search} onSearchChange={(next) => void navigate({ search: next })} />
  );
}
