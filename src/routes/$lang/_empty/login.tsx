import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '@/features/auth/login-page';
import { searchSchema, searchString } from '@/lib/search-params';

export const Route = createFileRoute('/$lang/_empty/login')({
  // Its first screen shows a graphic captcha (page-resources.ts).
  staticData: { catalogs: ['auth', 'form'], captcha: true },
  // The return path after signing in; untrusted, checked by safeRedirect before use.
  validateSearch: searchSchema({ redirect: searchString() }),
  head: () => ({ meta: [{ title: t`Log in` }] }),
  component: LoginRoute,
});

function LoginRoute() {
  const { lang } = Route.useParams();
  const { redirect } = Route.useSearch();
  return <LoginPage lang={lang} redirect={redirect} />;
}
