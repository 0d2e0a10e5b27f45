import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { shippingQueries } from '@/features/shipping/queries';
import { waybillParams, waybillSearchSchema } from '@/features/shipping/sender-search';
import { WaybillPage } from '@/features/shipping/waybill-page';

/** The printable waybill of an approved parcel order (`/{lang}/personal/logistics/waybill?no=`). */
export const Route = createFileRoute('/$lang/_full/personal/logistics/waybill')({
  staticData: { catalogs: ['shipping', 'form'] },
  validateSearch: waybillSearchSchema,
  loaderDeps: ({ search }) => ({ no: search.no }),
  loader: ({ context, deps }) => {
    if (deps.no)
      void context.queryClient.prefetchQuery(shippingQueries.senderOrders(waybillParams(deps.no)));
  },
  head: () => ({ meta: [{ title: t`Waybill` }] }),
  component: WaybillRoute,
});

function WaybillRoute() {
  const { no } = Route.useSearch();
  return <WaybillPage orderNo={no} />;
}
