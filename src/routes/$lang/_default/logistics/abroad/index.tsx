import { createFileRoute, redirect } from '@tanstack/react-router';

/** `/{lang}/logistics/abroad` without an id is the warehouse list (spec section 2.2). */
export const Route = createFileRoute('/$lang/_default/logistics/abroad/')({
  beforeLoad: ({ params }) => {
    throw redirect({
      to: '/$lang/logistics/abroad/list',
      params: { lang: params.lang },
      replace: true,
    });
  },
});
