import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { CourseDetailPage } from '@/features/college/course-detail-page';
import { courseQueryOptions } from '@/features/college/queries';
import { searchPositiveInteger, searchSchema } from '@/lib/search-params';

/** A course (`/{lang}/college/course/detail?id=`); a missing id shows 'Course does not exist'. */
export const Route = createFileRoute('/$lang/_college/college/course/detail')({
  staticData: { catalogs: ['college', 'form'] },
  validateSearch: searchSchema({ id: searchPositiveInteger() }),
  loaderDeps: ({ search }) => ({ id: search.id }),
  // Not awaited: the page shows its skeleton, then the course or 'Course does not exist'.
  loader: ({ context: { queryClient }, deps }) => {
    if (deps.id !== undefined) void queryClient.prefetchQuery(courseQueryOptions(deps.id));
  },
  head: () => ({ meta: [{ title: t`Course detail` }] }),
  component: CourseDetailRoute,
});

function CourseDetailRoute() {
  const { id } = Route.useSearch();
  return <CourseDetailPage courseId={id} />;
}
