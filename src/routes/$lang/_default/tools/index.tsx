import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ToolsIndexPage } from '@/features/tools/tools-index-page';

/** The seller tools index (`/{lang}/tools`): public, no data to load. */
export const Route = createFileRoute('/$lang/_default/tools/')({
  staticData: { catalogs: ['tools'] },
  head: () => ({ meta: [{ title: t`Seller tools` }] }),
  component: ToolsIndexPage,
});
