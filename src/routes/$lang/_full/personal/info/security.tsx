import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { SecurityPanel } from '@/features/account/security-panel';

export const Route = createFileRoute('/$lang/_full/personal/info/security')({
  staticData: { catalogs: ['account'] },
  head: () => ({ meta: [{ title: t`Security settings` }] }),
  component: SecurityRoute,
});

function SecurityRoute() {
  const { lang } = Route.useParams();
  return <SecurityPanel lang={lang} />;
}
