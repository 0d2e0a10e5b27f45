import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { requireSession } from '@/app/require-session';

import { categoriesQueryOptions } from '@/features/market/queries';
import { SettlePage } from '@/features/market/settle-page';

/** The service-provider settle-in application (`/{lang}/service/settle`): needs a session. */
export const Route = createFileRoute('/$lang/_default/service/settle')({
  staticData: { catalogs: ['market', 'form'] },
  beforeLoad: requireSession,
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(categoriesQueryOptions());
  },
  head: () => ({ meta: [{ title: t`Settle in as a service provider` }] }),
  component: SettlePage,
});
