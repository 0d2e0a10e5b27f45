import { createFileRoute } from '@tanstack/react-router';
import { toolHead } from '@/features/tools/head';
import { EmailTemplatesPage } from '@/features/tools/email/email-templates-page';

/** The buyer e-mail templates with the messaging-rules checker (`/{lang}/tools/email-templates`): public, runs in the browser. */
export const Route = createFileRoute('/$lang/_default/tools/email-templates')({
  staticData: { catalogs: ['tools'] },
  head: () => toolHead('email-templates'),
  component: EmailTemplatesPage,
});
