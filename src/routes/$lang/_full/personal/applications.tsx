import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { MyApplicationsPage } from '@/features/platforms/my-applications-page';
import { platformQueries } from '@/features/platforms/queries';

/** The user's store and provider applications with their review state (`/{lang}/personal/applications`). */
export const Route = createFileRoute('/$lang/_full/personal/applications')({
  staticData: { catalogs: ['platforms', 'form'] },
  // Not awaited: the page shows its skeletons, then the lists or their error states.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(platformQueries.myStoreApplications());
    void queryClient.prefetchQuery(platformQueries.myProviderApplications());
  },
  head: () => ({ meta: [{ title: t`My applications` }] }),
  component: MyApplicationsPage,
});
