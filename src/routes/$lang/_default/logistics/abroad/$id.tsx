import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { pathId } from '@/lib/search-params';
import { loadWarehouse } from '@/features/logistics/load-detail';
import { WarehouseDetailPage, WarehouseNotFound } from '@/features/logistics/warehouse-pages';

const MISSING = msg`Overseas warehouse does not exist`;

/** One overseas warehouse (`/{lang}/logistics/abroad/{id}`); a missing one has its own screen. */
export const Route = createFileRoute('/$lang/_default/logistics/abroad/$id')({
  staticData: { catalogs: ['logistics'] },
  params: {
    parse: ({ id }) => ({ id: pathId(id) }),
    stringify: ({ id }) => ({ id: String(id) }),
  },
  loader: async ({ context, params }) => {
    const warehouse = await loadWarehouse(context.queryClient, params.id);
    return { title: warehouse.name };
  },
  head: ({ loaderData }) => ({ meta: [{ title: loaderData?.title ?? i18n._(MISSING) }] }),
  notFoundComponent: WarehouseNotFound,
  component: WarehouseDetailRoute,
});

function WarehouseDetailRoute() {
  const { id } = Route.useParams();
  return <WarehouseDetailPage id={id} />;
}
