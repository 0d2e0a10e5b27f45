import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '@/features/home/home-page';
import { homeQueries } from '@/features/home/queries';

/** The home page (`/{lang}`). */
export const Route = createFileRoute('/$lang/_default/')({
  staticData: { catalogs: ['home'] },
  // Not awaited: the page paints at once, every section with its skeleton, then its data or
  // its own error state.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(homeQueries.siteInfo());
    void queryClient.prefetchQuery(homeQueries.platforms());
    void queryClient.prefetchQuery(homeQueries.shipServices());
    void queryClient.prefetchQuery(homeQueries.news());
  },
  component: HomePage,
});
