import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { logisticsQueries } from '@/features/logistics/queries';
import { parseTrackingQuery } from '@/features/logistics/tracking-input';
import { TrackingPage } from '@/features/logistics/tracking-page';
import { searchSchema, searchText } from '@/lib/search-params';
import { useHydrated } from '@/lib/use-hydrated';

/** `?nos=SP2026…,1Z…`: the numbers, comma separated, so that a result can be shared or reloaded. */
const trackingSearchSchema = searchSchema({ nos: searchText(1000) });

/**
 * Tracking query (`/{lang}/logistics/query`): public. Its page as HTML is drawn without numbers and
 * answered for any query (scripts/prerender.ts, ANY_QUERY_PATHS): the numbers of the address are
 * the page's once the app has taken it over, their answers asked for from the first.
 */
export const Route = createFileRoute('/$lang/_default/logistics/query')({
  staticData: { catalogs: ['logistics'] },
  validateSearch: trackingSearchSchema,
  loaderDeps: ({ search }) => ({ nos: search.nos ?? '' }),
  // Not awaited: the page shows a placeholder per number, then its result.
  loader: ({ context, deps }) => {
    const { nos } = parseTrackingQuery(deps.nos);
    if (nos) void context.queryClient.prefetchQuery(logisticsQueries.track(nos));
  },
  head: () => ({ meta: [{ title: t`Tracking query` }] }),
  component: TrackingRoute,
});

function TrackingRoute() {
  const { nos = '' } = Route.useSearch();
  const hydrated = useHydrated();
  const navigate = Route.useNavigate();
  return (
    <TrackingPage
      nos={hydrated ? nos : ''}
      onTrack={(next) => void navigate({ search: { nos: next } })}
    />
  );
}
