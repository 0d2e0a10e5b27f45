import { createFileRoute, redirect } from '@tanstack/react-router';

/** `/{lang}/personal/logistics`: the menu's logistics entry opens the sender orders. */
export const Route = createFileRoute('/$lang/_full/personal/logistics/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/$lang/personal/logistics/sender', params: { lang: params.lang } });
  },
});
