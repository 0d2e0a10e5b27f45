import { useMutation, useQueryClient, type Query } from '@tanstack/react-query';
import { cancelOrder, deleteOrder } from '@/api/gen/orders/orders';
import { notifySuccess } from '@/components/feedback/toast';

/**
 * Every cached order answer (lists, details, states): they change together. Re-pay answers are
 * left out: refetching one would ask the server for new payment details.
 */
export function isOrderQuery(query: Pick<Query, 'queryKey'>): boolean {
  const [key] = query.queryKey;
  return typeof key === 'string' && key.startsWith('/order/') && !key.startsWith('/order/rePay/');
}

/** Cancel and delete, each followed by the success toast and fresh order data. */
export function useOrderMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ predicate: isOrderQuery });
  const cancel = useMutation({
    mutationFn: (id: number) => cancelOrder(id),
    onSuccess: () => {
      notifySuccess();
      return refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (id: number) => deleteOrder({ id }),
    onSuccess: (_, id) => {
      notifySuccess();
      queryClient.removeQueries({
        predicate: (query) => query.queryKey[0] === `/order/info/${id}`,
      });
      return refresh();
    },
  });
  return { cancel, remove };
}
