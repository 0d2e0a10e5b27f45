import { createFileRoute } from '@tanstack/react-router';
import { toolHead } from '@/features/tools/head';
import { WorkingHoursPage } from '@/features/tools/working-hours/working-hours-page';

/** Working hours by country (`/{lang}/tools/working-hours`): public, runs in the browser. */
export const Route = createFileRoute('/$lang/_default/tools/working-hours')({
  staticData: { catalogs: ['tools'] },
  head: () => toolHead('working-hours'),
  component: WorkingHoursPage,
});
