import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { CoursePlayPage } from '@/features/college/course-play-page';
import { courseQueryOptions } from '@/features/college/queries';
import { searchPositiveInteger, searchSchema } from '@/lib/search-params';

/**
 * The learning page (`/{lang}/college/course/play?id=&video=`): public, since trial videos and
 * free courses play for visitors; a locked video shows the purchase message and loads nothing.
 */
export const Route = createFileRoute('/$lang/_college/college/course/play')({
  staticData: { catalogs: ['college', 'form'] },
  validateSearch: searchSchema({ id: searchPositiveInteger(), video: searchPositiveInteger() }),
  loaderDeps: ({ search }) => ({ id: search.id }),
  // Not awaited: the page paints its skeleton, then the player (lazy) or the purchase message.
  loader: ({ context: { queryClient }, deps }) => {
    if (deps.id !== undefined) void queryClient.prefetchQuery(courseQueryOptions(deps.id));
  },
  head: () => ({ meta: [{ title: t`Course learning` }] }),
  component: CoursePlayRoute,
});

function CoursePlayRoute() {
  const { id, video } = Route.useSearch();
  return <CoursePlayPage courseId={id} videoId={video} />;
}
