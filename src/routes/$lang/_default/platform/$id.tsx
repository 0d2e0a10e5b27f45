import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { pathId } from '@/lib/search-params';
import { PlatformDetailPage, PlatformNotFound } from '@/features/platforms/detail-page';
import { loadPlatform } from '@/features/platforms/load-detail';
import { platformQueries } from '@/features/platforms/queries';

const MISSING = msg`Platform does not exist`;

/** A platform's page (`/{lang}/platform/{id}`); a missing one has its own screen. */
export const Route = createFileRoute('/$lang/_default/platform/$id')({
  staticData: { catalogs: ['platforms', 'form'] },
  params: {
    parse: ({ id }) => ({ id: pathId(id) }),
    stringify: ({ id }) => ({ id: String(id) }),
  },
  loader: async ({ context: { queryClient }, params }) => {
    const platform = await loadPlatform(queryClient, params.id);
    void queryClient.prefetchQuery(platformQueries.news(params.id));
    void queryClient.prefetchQuery(platformQueries.courses(params.id));
    return { title: platform.name };
  },
  head: ({ loaderData }) => ({ meta: [{ title: loaderData?.title ?? i18n._(MISSING) }] }),
  notFoundComponent: PlatformNotFound,
  component: PlatformDetailRoute,
});

function PlatformDetailRoute() {
  const { id } = Route.useParams();
  return <PlatformDetailPage id={id} />;
}
