import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PersonalHomePage } from '@/features/personal-home/personal-home-page';
import {
  unpaidOrdersQueryOptions,
  unreadMessagesQueryOptions,
} from '@/features/personal-home/queries';

/** The personal home (`/{lang}/personal`): pending things, services, tools, platforms, categories. */
export const Route = createFileRoute('/$lang/_full/personal/')({
  staticData: { catalogs: ['personal-home'] },
  // Not awaited: the cards show their skeletons, then the data or their error state.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(unpaidOrdersQueryOptions());
    void queryClient.prefetchQuery(unreadMessagesQueryOptions());
  },
  head: () => ({ meta: [{ title: t`Personal centre` }] }),
  component: PersonalHomePage,
});
