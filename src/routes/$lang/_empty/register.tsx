import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { RegisterPage } from '@/features/auth/register-page';

export const Route = createFileRoute('/$lang/_empty/register')({
  // The return path after signing in; untrusted, checked by safeRedirect before use.
  validateSearch: z.object({ redirect: z.string().optional().catch(undefined) }),
  head: () => ({ meta: [{ title: t`Register` }] }),
  component: RegisterRoute,
});

function RegisterRoute() {
  const { lang } = Route.useParams();
  const { redirect } = Route.useSearch();
  return <RegisterPage lang={lang} redirect={redirect} />;
}
