import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteMessages, markMessagesRead } from '@/api/gen/messages/messages';
import { refreshMessages } from './queries';

/**
 * Marking read and deleting, one message (`id`) or all (no id). Every change refreshes the lists and
 * the header badge; failures were shown by the API client's error toast.
 */
export function useMessageActions() {
  const queryClient = useQueryClient();
  const onSettled = () => refreshMessages(queryClient);
  const markRead = useMutation({
    mutationFn: (id?: number) => markMessagesRead(id === undefined ? {} : { id }),
    onSettled,
  });
  const remove = useMutation({
    mutationFn: (id?: number) => deleteMessages(id === undefined ? {} : { id }),
    onSettled,
  });
  return { markRead, remove };
}
