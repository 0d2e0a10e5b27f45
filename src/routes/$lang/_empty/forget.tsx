import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { ForgetPage } from '@/features/auth/forget-page';

export const Route = createFileRoute('/$lang/_empty/forget')({
  // The return path after signing in; untrusted, checked by safeRedirect before use.
  validateSearch: z.object({ redirect: z.string().optional().catch(undefined) }),
  head: () => ({ meta: [{ title: t`Reset your password` }] }),
  component: ForgetRoute,
});

function ForgetRoute() {
  const { lang } = Route.useParams();
  const { redirect } = Route.useSearch();
  return <ForgetPage lang={lang} redirect={redirect} />;
}
