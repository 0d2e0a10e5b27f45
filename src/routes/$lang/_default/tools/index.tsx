import { createFileRoute } from '@tanstack/react-router';
import { toolHead } from '@/features/tools/head';
import { ToolsIndexPage } from '@/features/tools/tools-index-page';

/** The seller tools index (`/{lang}/tools`): public, no data to load. */
export const Route = createFileRoute('/$lang/_default/tools/')({
  staticData: { catalogs: ['tools'] },
  head: () => toolHead(null),
  component: ToolsIndexPage,
});
