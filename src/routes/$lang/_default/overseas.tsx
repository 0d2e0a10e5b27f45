import { i18n } from '@lingui/core';
import { createFileRoute } from '@tanstack/react-router';
import { LANDING_HEAD } from '@/features/landing/head';
import { OverseasPage } from '@/features/landing/overseas-page';

/** The overseas landing page (`/{lang}/overseas`, spec sections 1 and 2.5). */
export const Route = createFileRoute('/$lang/_default/overseas')({
  staticData: { catalogs: ['landing'] },
  head: () => ({
    meta: [
      { title: i18n._(LANDING_HEAD.overseas.title) },
      { name: 'description', content: i18n._(LANDING_HEAD.overseas.description) },
    ],
  }),
  component: OverseasPage,
});
