import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { GatewayTimeoutScreen } from '@/components/feedback/error-screen';

/** Where the API client sends the app on HTTP 504 (spec section 8). */
export const Route = createFileRoute('/504')({
  head: () => ({ meta: [{ title: t`Gateway timeout` }] }),
  component: () => <GatewayTimeoutScreen fullPage />,
});
