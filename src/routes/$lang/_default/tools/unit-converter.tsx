import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { UnitConverterPage } from '@/features/tools/converter/unit-converter-page';

/** The unit converter (`/{lang}/tools/unit-converter`): public, runs in the browser. */
export const Route = createFileRoute('/$lang/_default/tools/unit-converter')({
  staticData: { catalogs: ['tools'] },
  head: () => ({ meta: [{ title: t`Unit converter` }] }),
  component: UnitConverterPage,
});
