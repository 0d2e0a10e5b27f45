import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { CollegeHomePage } from '@/features/college/college-home-page';
import { collegeHomeQueryOptions } from '@/features/college/queries';

/** The college home page (`/{lang}/college`). */
export const Route = createFileRoute('/$lang/_college/college/')({
  loader: async ({ context: { queryClient } }) => {
    await queryClient.ensureQueryData(collegeHomeQueryOptions()).catch(() => undefined);
  },
  head: () => ({ meta: [{ title: t`Cross-border college` }] }),
  component: CollegeHomePage,
});
