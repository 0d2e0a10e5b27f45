import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '@/features/auth/login-page';
import { preloadCaptcha } from '@/components/captcha/captcha-key';
import { searchSchema, searchString } from '@/lib/search-params';

export const Route = createFileRoute('/$lang/_empty/login')({
  staticData: { catalogs: ['auth', 'form'] },
  // The return path after signing in; untrusted, checked by safeRedirect before use.
  validateSearch: searchSchema({ redirect: searchString() }),
  // The captcha is the largest picture of this page: it starts loading before the form's code
  // arrives (this loader stays in the entry chunk, vite.config.ts). Not on a hover's preload.
  loader: ({ preload }) => {
    if (!preload) preloadCaptcha();
  },
  head: () => ({ meta: [{ title: t`Log in` }] }),
  component: LoginRoute,
});

function LoginRoute() {
  const { lang } = Route.useParams();
  const { redirect } = Route.useSearch();
  return <LoginPage lang={lang} redirect={redirect} />;
}
