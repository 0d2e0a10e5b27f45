import { t } from '@lingui/core/macro';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { PersonalCollegePage } from '@/features/college/personal-college-page';
import {
  personalCollegeSearchDefaults,
  personalCollegeSearchSchema,
} from '@/features/college/personal-college-search';
import {
  favouriteCoursesQueryOptions,
  followedTeachersQueryOptions,
  purchasedCoursesQueryOptions,
} from '@/features/college/queries';

/** Purchased courses, favourite courses and followed teachers (`/{lang}/personal/college`). */
export const Route = createFileRoute('/$lang/_full/personal/college')({
  staticData: { catalogs: ['college', 'form'] },
  validateSearch: personalCollegeSearchSchema,
  search: { middlewares: [stripSearchParams(personalCollegeSearchDefaults)] },
  loaderDeps: ({ search }) => search,
  // Not awaited: each tab shows its placeholders, then its records or its error state.
  loader: ({ context: { queryClient }, deps }) => {
    if (deps.tab === 'purchased') {
      void queryClient.prefetchQuery(purchasedCoursesQueryOptions(deps.page));
    } else if (deps.tab === 'favourites') {
      void queryClient.prefetchQuery(favouriteCoursesQueryOptions(deps.page));
    } else {
      void queryClient.prefetchQuery(followedTeachersQueryOptions(deps.page));
    }
  },
  head: () => ({ meta: [{ title: t`Purchased courses` }] }),
  component: PersonalCollegeRoute,
});

function PersonalCollegeRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <PersonalCollegePage
      search={search}
      onSearchChange={(next) => void navigate({ search: next })}
    />
  );
}
