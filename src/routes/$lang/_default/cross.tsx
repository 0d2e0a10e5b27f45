import { i18n } from '@lingui/core';
import { createFileRoute } from '@tanstack/react-router';
import { LANDING_HEAD } from '@/features/landing/head';
import { CrossPage } from '@/features/landing/cross-page';

/** The cross landing page (`/{lang}/cross`, spec sections 1 and 2.5). */
export const Route = createFileRoute('/$lang/_default/cross')({
  staticData: { catalogs: ['landing'] },
  head: () => ({
    meta: [
      { title: i18n._(LANDING_HEAD.cross.title) },
      { name: 'description', content: i18n._(LANDING_HEAD.cross.description) },
    ],
  }),
  component: CrossPage,
});
