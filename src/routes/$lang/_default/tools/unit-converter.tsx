import { createFileRoute } from '@tanstack/react-router';
import { toolHead } from '@/features/tools/head';
import { UnitConverterPage } from '@/features/tools/converter/unit-converter-page';

/** The unit converter (`/{lang}/tools/unit-converter`): public, runs in the browser. */
export const Route = createFileRoute('/$lang/_default/tools/unit-converter')({
  staticData: { catalogs: ['tools'] },
  head: () => toolHead('unit-converter'),
  component: UnitConverterPage,
});
