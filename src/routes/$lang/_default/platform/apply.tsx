import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { refuseKnownVisitor, requireSession } from '@/app/require-session';
import { ApplyPage } from '@/features/platforms/apply-page';
import { applySearchSchema } from '@/features/platforms/directory-search';
import { platformQueries } from '@/features/platforms/queries';

/** The store-opening application (`/{lang}/platform/apply?id=101&channel=ORDINARY_CUSTOMER`). */
export const Route = createFileRoute('/$lang/_default/platform/apply')({
  staticData: { catalogs: ['platforms', 'form'] },
  validateSearch: applySearchSchema,
  loaderDeps: ({ search }) => ({ id: search.id }),
  beforeLoad: refuseKnownVisitor,
  loader: ({ context, deps, location, params }) => {
    if (deps.id !== undefined)
      void context.queryClient.prefetchQuery(platformQueries.platform(deps.id));
    return requireSession({ context, location, params });
  },
  head: () => ({ meta: [{ title: t`Apply to open a store` }] }),
  component: ApplyRoute,
});

function ApplyRoute() {
  const { id, channel } = Route.useSearch();
  return <ApplyPage platformId={id} channel={channel} />;
}
