import { t } from '@lingui/core/macro';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { MessageCenterPage } from '@/features/messages/message-center-page';
import { messageSearchDefaults, messageSearchSchema } from '@/features/messages/message-search';
import { messageListQueryOptions } from '@/features/messages/queries';

export const Route = createFileRoute('/$lang/_full/personal/message')({
  validateSearch: messageSearchSchema,
  search: { middlewares: [stripSearchParams(messageSearchDefaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) =>
    queryClient.ensureQueryData(messageListQueryOptions(deps.tab, deps.page)),
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
