import { createFileRoute } from '@tanstack/react-router';
import { toolHead } from '@/features/tools/head';
import { InterestPage } from '@/features/tools/interest/interest-page';

/** The interest and financing-cost calculator (`/{lang}/tools/interest`): public, runs in the browser. */
export const Route = createFileRoute('/$lang/_default/tools/interest')({
  staticData: { catalogs: ['tools'] },
  head: () => toolHead('interest'),
  component: InterestPage,
});
