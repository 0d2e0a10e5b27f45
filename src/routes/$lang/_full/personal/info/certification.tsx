import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { CertificationPanel } from '@/features/account/certification-panel';

export const Route = createFileRoute('/$lang/_full/personal/info/certification')({
  staticData: { catalogs: ['account'], dayjs: true },
  head: () => ({ meta: [{ title: t`Enterprise certification` }] }),
  component: CertificationPanel,
});
