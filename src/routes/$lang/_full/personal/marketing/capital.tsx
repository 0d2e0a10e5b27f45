import { t } from '@lingui/core/macro';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { getListFundsFlowQueryOptions } from '@/api/gen/marketing/marketing';
import { FundsFlowPage } from '@/features/marketing/funds-flow-page';
import {
  fundsFlowParams,
  fundsFlowSearchDefaults,
  fundsFlowSearchSchema,
} from '@/features/marketing/funds-flow-search';

export const Route = createFileRoute('/$lang/_full/personal/marketing/capital')({
  staticData: { catalogs: ['marketing'], dayjs: true },
  validateSearch: fundsFlowSearchSchema,
  search: { middlewares: [stripSearchParams(fundsFlowSearchDefaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(getListFundsFlowQueryOptions(fundsFlowParams(deps)));
  },
  // Not awaited: table and totals show their own loading and error states.
  head: () => ({ meta: [{ title: t`Funds flow` }] }),
  component: FundsFlowRoute,
});

function FundsFlowRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <FundsFlowPage search={search} onSearchChange={(next) => void navigate({ search: next })} />
  );
}
