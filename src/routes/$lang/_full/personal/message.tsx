import { t } from '@lingui/core/macro';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { MessageCenterPage } from '@/features/messages/message-center-page';
import { messageSearchDefaults, messageSearchSchema } from '@/features/messages/message-search';
import { messageListQueryOptions } from '@/features/messages/queries';

export const Route = createFileRoute('/$lang/_full/personal/message')({
  staticData: { catalogs: ['messages'] },
  validateSearch: messageSearchSchema,
  search: { middlewares: [stripSearchParams(messageSearchDefaults)] },
  loaderDeps: ({ search }) => search,
  // Not awaited: the list shows its skeleton, then the messages or its error state.
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(messageListQueryOptions(deps.tab, deps.page));
  },
  head: () => ({ meta: [{ title: t`Message centre` }] }),
  component: MessageCenterRoute,
});

function MessageCenterRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <MessageCenterPage search={search} onSearchChange={(next) => void navigate({ search: next })} />
  );
}
