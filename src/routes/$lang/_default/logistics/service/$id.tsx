import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { pathId } from '@/lib/search-params';
import { LineDetailPage, LineNotFound } from '@/features/logistics/line-detail-page';
import { loadLine } from '@/features/logistics/load-detail';

const MISSING = msg`Logistics line does not exist`;

/** One logistics line (`/{lang}/logistics/service/{id}`); a missing one has its own screen. */
export const Route = createFileRoute('/$lang/_default/logistics/service/$id')({
  staticData: { catalogs: ['logistics'] },
  params: {
    parse: ({ id }) => ({ id: pathId(id) }),
    stringify: ({ id }) => ({ id: String(id) }),
  },
  loader: async ({ context, params }) => {
    const line = await loadLine(context.queryClient, params.id);
    return { title: line.name };
  },
  head: ({ loaderData }) => ({ meta: [{ title: loaderData?.title ?? i18n._(MISSING) }] }),
  notFoundComponent: LineNotFound,
  component: LineDetailRoute,
});

function LineDetailRoute() {
  const { id } = Route.useParams();
  return <LineDetailPage id={id} />;
}
