import { t } from '@lingui/core/macro';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { CourseListPage } from '@/features/college/course-list-page';
import {
  courseListParams,
  courseListSearchDefaults,
  courseListSearchSchema,
} from '@/features/college/course-list-search';
import { courseCategoriesQueryOptions, courseListQueryOptions } from '@/features/college/queries';

/** All courses (`/{lang}/college/course/list`), filtered by what the URL holds. */
export const Route = createFileRoute('/$lang/_college/college/course/list')({
  staticData: { catalogs: ['college', 'form'] },
  validateSearch: courseListSearchSchema,
  search: { middlewares: [stripSearchParams(courseListSearchDefaults)] },
  loaderDeps: ({ search }) => search,
  // Not awaited: the page shows its skeletons, then the cards or their error state.
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(courseCategoriesQueryOptions());
    void queryClient.prefetchQuery(courseListQueryOptions(courseListParams(deps)));
  },
  head: () => ({ meta: [{ title: t`All courses` }] }),
  component: CourseListRoute,
});

function CourseListRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CourseListPage search={search} onSearchChange={(next) => void navigate({ search: next })} />
  );
}
