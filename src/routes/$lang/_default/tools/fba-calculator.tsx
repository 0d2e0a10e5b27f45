import { createFileRoute } from '@tanstack/react-router';
import { toolHead } from '@/features/tools/head';
import { FbaCalculatorPage } from '@/features/tools/fba/fba-calculator-page';

/** The FBA fee calculator (`/{lang}/tools/fba-calculator`): public, runs in the browser. */
export const Route = createFileRoute('/$lang/_default/tools/fba-calculator')({
  staticData: { catalogs: ['tools'] },
  head: () => toolHead('fba-calculator'),
  component: FbaCalculatorPage,
});
