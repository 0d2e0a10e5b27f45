import { t } from '@lingui/core/macro';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { getListAdStatisticsQueryOptions } from '@/api/gen/marketing/marketing';
import { AdStatisticsPage } from '@/features/marketing/ad-statistics-page';
import {
  adStatisticsParams,
  adStatisticsSearchDefaults,
  adStatisticsSearchSchema,
} from '@/features/marketing/ad-statistics-search';

export const Route = createFileRoute('/$lang/_full/personal/marketing/')({
  staticData: { catalogs: ['marketing'], dayjs: true },
  validateSearch: adStatisticsSearchSchema,
  search: { middlewares: [stripSearchParams(adStatisticsSearchDefaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(
      getListAdStatisticsQueryOptions(adStatisticsParams(deps)),
    );
  },
  // Not awaited: table, totals and chart show their own loading and error states.
  head: () => ({ meta: [{ title: t`Ad statistics` }] }),
  component: AdStatisticsRoute,
});

function AdStatisticsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AdStatisticsPage search={search} onSearchChange={(next) => void navigate({ search: next })} />
  );
}
