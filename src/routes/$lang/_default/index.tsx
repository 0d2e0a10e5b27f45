import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '@/features/home/home-page';
import { homeQueries } from '@/features/home/queries';

/** The home page (`/{lang}`). */
export const Route = createFileRoute('/$lang/_default/')({
  // Every section shows its own error state, so a failed call does not fail the page.
  loader: async ({ context: { queryClient } }) => {
    await Promise.allSettled([
      queryClient.ensureQueryData(homeQueries.siteInfo()),
      queryClient.ensureQueryData(homeQueries.platforms()),
      queryClient.ensureQueryData(homeQueries.shipServices()),
      queryClient.ensureQueryData(homeQueries.news()),
    ]);
  },
  component: HomePage,
});
