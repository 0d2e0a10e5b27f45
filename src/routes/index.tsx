import { createFileRoute, redirect } from '@tanstack/react-router';
import { preferredLocale } from '@/i18n/preference';

/** `/` goes to the visitor's language: the `lang` cookie, else zh_CN (spec section 4). */
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: '/$lang', params: { lang: preferredLocale().slug } });
  },
});
