import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ForgetPage } from '@/features/auth/forget-page';
import { searchSchema, searchString } from '@/lib/search-params';

export const Route = createFileRoute('/$lang/_empty/forget')({
  // Its first screen shows a graphic captcha (page-resources.ts).
  staticData: { catalogs: ['auth', 'form'], captcha: true },
  // The return path after signing in; untrusted, checked by safeRedirect before use.
  validateSearch: searchSchema({ redirect: searchString() }),
  head: () => ({ meta: [{ title: t`Reset your password` }] }),
  component: ForgetRoute,
});

function ForgetRoute() {
  const { lang } = Route.useParams();
  const { redirect } = Route.useSearch();
  return <ForgetPage lang={lang} redirect={redirect} />;
}
