import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { refuseKnownVisitor, requireSession } from '@/app/require-session';
import { CourseSubmitPage } from '@/features/college/course-submit-page';
import { courseQueryOptions } from '@/features/college/queries';
import { searchPositiveInteger, searchSchema } from '@/lib/search-params';

/**
 * Buying a course (`/{lang}/college/course/submit?id=`): needs a session (a visitor goes to login
 * and comes back here); a free course needs no order and goes straight to the learning page.
 */
export const Route = createFileRoute('/$lang/_college/college/course/submit')({
  staticData: { catalogs: ['college', 'form'] },
  validateSearch: searchSchema({ id: searchPositiveInteger() }),
  loaderDeps: ({ search }) => ({ id: search.id }),
  beforeLoad: refuseKnownVisitor,
  loader: ({ context, deps, location, params }) => {
    if (deps.id !== undefined) void context.queryClient.prefetchQuery(courseQueryOptions(deps.id));
    return requireSession({ context, location, params });
  },
  head: () => ({ meta: [{ title: t`Buy a course` }] }),
  component: CourseSubmitRoute,
});

function CourseSubmitRoute() {
  const { id } = Route.useSearch();
  return <CourseSubmitPage courseId={id} />;
}
