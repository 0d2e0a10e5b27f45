import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { RegisterPage } from '@/features/auth/register-page';
import { searchSchema, searchString } from '@/lib/search-params';

export const Route = createFileRoute('/$lang/_empty/register')({
  // Its first screen shows a graphic captcha (page-resources.ts).
  staticData: { catalogs: ['auth', 'form'], captcha: true },
  // The return path after signing in; untrusted, checked by safeRedirect before use.
  validateSearch: searchSchema({ redirect: searchString() }),
  head: () => ({ meta: [{ title: t`Register` }] }),
  component: RegisterRoute,
});

function RegisterRoute() {
  const { lang } = Route.useParams();
  const { redirect } = Route.useSearch();
  return <RegisterPage lang={lang} redirect={redirect} />;
}
