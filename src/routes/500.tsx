import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ServerErrorScreen } from '@/components/feedback/error-screen';

export const Route = createFileRoute('/500')({
  // An optional message to show (spec section 2.9: other errors show their message).
  validateSearch: (search: Record<string, unknown>): { message?: string } =>
    typeof search.message === 'string' && search.message ? { message: search.message } : {},
  head: () => ({ meta: [{ title: t`Server error` }] }),
  component: ServerErrorRoute,
});

function ServerErrorRoute() {
  const { message } = Route.useSearch();
  return <ServerErrorScreen message={message} fullPage />;
}
