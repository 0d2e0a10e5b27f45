import { createFileRoute, redirect } from '@tanstack/react-router';

/** `/{lang}/logistics/service` without an id is the line list (spec section 2.2). */
export const Route = createFileRoute('/$lang/_default/logistics/service/')({
  beforeLoad: ({ params }) => {
    throw redirect({
      to: '/$lang/logistics/service/list',
      params: { lang: params.lang },
      replace: true,
    });
  },
});
