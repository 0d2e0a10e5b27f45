import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { TrackingCheckPage } from '@/features/tools/tracking/tracking-check-page';

/** The tracking number check (`/{lang}/tools/tracking-check`): public, runs in the browser. */
export const Route = createFileRoute('/$lang/_default/tools/tracking-check')({
  staticData: { catalogs: ['tools'] },
  head: () => ({ meta: [{ title: t`Tracking number check` }] }),
  component: TrackingCheckPage,
});
