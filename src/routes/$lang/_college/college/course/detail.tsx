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
  // The course names the page (its title for search engines and sharing); a missing one is the
  // page's own 'Course does not exist', from the same query.
  loader: async ({ context: { queryClient }, deps }) => {
    if (deps.id === undefined) return undefined;
    const course = await queryClient
      .ensureQueryData(courseQueryOptions(deps.id))
      .catch(() => undefined);
    return course && { title: course.title, description: course.subtitle ?? undefined };
  },
  head: ({ loaderData }) => ({
    meta: [
      { title: loaderData?.title ?? t`Course detail` },
      ...(loaderData?.description
        ? [{ name: 'description', content: loaderData.description }]
        : []),
    ],
  }),
  component: CourseDetailRoute,
});

function CourseDetailRoute() {
  const { id } = Route.useSearch();
  return <CourseDetailPage courseId={id} />;
}
