import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { refuseKnownVisitor, requireSession } from '@/app/require-session';

import { categoriesQueryOptions } from '@/features/market/queries';
import { SettlePage } from '@/features/market/settle-page';

/** The service-provider settle-in application (`/{lang}/service/settle`): needs a session. */
export const Route = createFileRoute('/$lang/_default/service/settle')({
  staticData: { catalogs: ['market', 'form'] },
  beforeLoad: refuseKnownVisitor,
  loader: ({ context, location, params }) => {
    void context.queryClient.prefetchQuery(categoriesQueryOptions());
    return requireSession({ context, location, params });
  },
  head: () => ({ meta: [{ title: t`Settle in as a service provider` }] }),
  component: SettlePage,
});
