import { createFileRoute } from '@tanstack/react-router';
import { toolHead } from '@/features/tools/head';
import { TrackingCheckPage } from '@/features/tools/tracking/tracking-check-page';

/** The tracking number check (`/{lang}/tools/tracking-check`): public, runs in the browser. */
export const Route = createFileRoute('/$lang/_default/tools/tracking-check')({
  staticData: { catalogs: ['tools'] },
  head: () => toolHead('tracking-check'),
  component: TrackingCheckPage,
});
