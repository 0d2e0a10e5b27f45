import { i18n } from '@lingui/core';
import { createFileRoute } from '@tanstack/react-router';
import { LANDING_HEAD } from '@/features/landing/head';
import { ParkPage } from '@/features/landing/park-page';

/** The park landing page (`/{lang}/park`, spec sections 1 and 2.5). */
export const Route = createFileRoute('/$lang/_default/park')({
  staticData: { catalogs: ['landing'] },
  head: () => ({
    meta: [
      { title: i18n._(LANDING_HEAD.park.title) },
      { name: 'description', content: i18n._(LANDING_HEAD.park.description) },
    ],
  }),
  component: ParkPage,
});
