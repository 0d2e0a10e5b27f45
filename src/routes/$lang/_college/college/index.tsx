import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { CollegeHomePage } from '@/features/college/college-home-page';
import { collegeHomeQueryOptions } from '@/features/college/queries';

/** The college home page (`/{lang}/college`). */
export const Route = createFileRoute('/$lang/_college/college/')({
  staticData: { catalogs: ['college', 'form'] },
  // Not awaited: the page shows its skeletons, then the data or its error state.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(collegeHomeQueryOptions());
  },
  head: () => ({ meta: [{ title: t`Cross-border college` }] }),
  component: CollegeHomePage,
});
