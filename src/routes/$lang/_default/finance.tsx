import { i18n } from '@lingui/core';
import { createFileRoute } from '@tanstack/react-router';
import { LANDING_HEAD } from '@/features/landing/head';
import { FinancePage } from '@/features/landing/finance-page';

/** The finance landing page (`/{lang}/finance`, spec sections 1 and 2.5). */
export const Route = createFileRoute('/$lang/_default/finance')({
  staticData: { catalogs: ['landing'] },
  head: () => ({
    meta: [
      { title: i18n._(LANDING_HEAD.finance.title) },
      { name: 'description', content: i18n._(LANDING_HEAD.finance.description) },
    ],
  }),
  component: FinancePage,
});
