import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ComparePage } from '@/features/platforms/compare-page';
import { compareSearchSchema, idList } from '@/features/platforms/directory-search';
import { platformQueries } from '@/features/platforms/queries';

/** Two to four platforms side by side (`/{lang}/platform/compare?ids=101,103`): shareable. */
export const Route = createFileRoute('/$lang/_default/platform/compare')({
  staticData: { catalogs: ['platforms', 'form'] },
  validateSearch: compareSearchSchema,
  loaderDeps: ({ search }) => ({ ids: idList(search.ids) }),
  loader: ({ context: { queryClient }, deps }) => {
    for (const id of deps.ids) void queryClient.prefetchQuery(platformQueries.platform(id));
  },
  head: () => ({ meta: [{ title: t`Compare platforms` }] }),
  component: CompareRoute,
});

function CompareRoute() {
  const { ids } = Route.useSearch();
  return <ComparePage ids={idList(ids)} />;
}
