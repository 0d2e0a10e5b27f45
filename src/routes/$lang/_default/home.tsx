import { createFileRoute, redirect } from '@tanstack/react-router';

/**
 * `/{lang}/home` is the home page (spec section 2.2): the router moves to `/{lang}` before
 * anything renders, inside the app (no second page load), keeping the search and the hash.
 */
export const Route = createFileRoute('/$lang/_default/home')({
  beforeLoad: ({ params, search }) => {
    throw redirect({ to: '/$lang', params: { lang: params.lang }, search, replace: true });
  },
});
