import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { LogisticsHomePage } from '@/features/logistics/logistics-home-page';
import { logisticsQueries } from '@/features/logistics/queries';

/** Logistics home (`/{lang}/logistics`): public. */
export const Route = createFileRoute('/$lang/_default/logistics/')({
  staticData: { catalogs: ['logistics'] },
  // Not awaited: the page shows its skeletons, then the data or its error state.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(logisticsQueries.featured());
    void queryClient.prefetchQuery(logisticsQueries.searchOptions());
  },
  head: () => ({ meta: [{ title: t`Cross-border logistics` }] }),
  component: LogisticsHomeRoute,
});

function LogisticsHomeRoute() {
  const navigate = Route.useNavigate();
  return (
    <LogisticsHomePage
      onTrack={(nos) => void navigate({ to: '/$lang/logistics/query', search: { nos } })}
      onSearch={(search) => void navigate({ to: '/$lang/logistics/service/list', search })}
    />
  );
}
