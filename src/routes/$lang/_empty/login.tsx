import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { LoginPage } from '@/features/auth/login-page';

export const Route = createFileRoute('/$lang/_empty/login')({
  // The return path after signing in; untrusted, checked by safeRedirect before use.
  validateSearch: z.object({ redirect: z.string().optional().catch(undefined) }),
  head: () => ({ meta: [{ title: t`Log in` }] }),
  component: LoginRoute,
});

function LoginRoute() {
  const { lang } = Route.useParams();
  const { redirect } = Route.useSearch();
  return <LoginPage lang={lang} redirect={redirect} />;
}
