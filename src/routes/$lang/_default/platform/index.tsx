import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { DirectoryPage } from '@/features/platforms/directory-page';
import { directorySearchSchema } from '@/features/platforms/directory-search';
import { platformQueries } from '@/features/platforms/queries';

/** The platform directory (`/{lang}/platform?category=&region=&q=&compare=101,103`). */
export const Route = createFileRoute('/$lang/_default/platform/')({
  staticData: { catalogs: ['platforms', 'form'] },
  validateSearch: directorySearchSchema,
  // Not awaited: the page shows its skeletons, then the cards or their error state.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(platformQueries.directory());
    void queryClient.prefetchQuery(platformQueries.featured());
  },
  head: () => ({ meta: [{ title: t`Cross-border sales platforms` }] }),
  component: DirectoryRoute,
});

function DirectoryRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <DirectoryPage
      search={search}
      onSearchChange={(next) => void navigate({ search: next, replace: true, resetScroll: false })}
    />
  );
}
