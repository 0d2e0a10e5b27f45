import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { FbaCalculatorPage } from '@/features/tools/fba/fba-calculator-page';

/** The FBA fee calculator (`/{lang}/tools/fba-calculator`): public, runs in the browser. */
export const Route = createFileRoute('/$lang/_default/tools/fba-calculator')({
  staticData: { catalogs: ['tools'] },
  head: () => ({ meta: [{ title: t`FBA fee calculator` }] }),
  component: FbaCalculatorPage,
});
