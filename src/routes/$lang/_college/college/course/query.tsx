import { t } from '@lingui/core/macro';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { CourseQueryPage } from '@/features/college/course-list-page';
import { courseListParams, courseQuerySearchSchema } from '@/features/college/course-list-search';
import { courseListQueryOptions } from '@/features/college/queries';

/** Course search results (`/{lang}/college/course/query?key=`): where the college search lands. */
export const Route = createFileRoute('/$lang/_college/college/course/query')({
  staticData: { catalogs: ['college', 'form'] },
  validateSearch: courseQuerySearchSchema,
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => {
    if (deps.key) {
      void queryClient.prefetchQuery(
        courseListQueryOptions(courseListParams({ page: deps.page, key: deps.key })),
      );
    }
  },
  head: () => ({ meta: [{ title: t`Search courses` }] }),
  component: CourseQueryRoute,
});

function CourseQueryRoute() {
  const { key, page } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CourseQueryPage
      keyword={key}
      page={page}
      onPageChange={(next) => void navigate({ search: { key, page: next } })}
    />
  );
}
