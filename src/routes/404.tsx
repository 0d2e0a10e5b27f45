import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { NotFoundScreen } from '@/components/feedback/error-screen';

export const Route = createFileRoute('/404')({
  head: () => ({ meta: [{ title: t`Page does not exist` }] }),
  component: () => <NotFoundScreen fullPage />,
});
