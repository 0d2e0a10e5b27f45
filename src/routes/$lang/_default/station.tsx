import { i18n } from '@lingui/core';
import { createFileRoute } from '@tanstack/react-router';
import { LANDING_HEAD } from '@/features/landing/head';
import { StationPage } from '@/features/landing/station-page';

/** The station landing page (`/{lang}/station`, spec sections 1 and 2.5). */
export const Route = createFileRoute('/$lang/_default/station')({
  staticData: { catalogs: ['landing'] },
  head: () => ({
    meta: [
      { title: i18n._(LANDING_HEAD.station.title) },
      { name: 'description', content: i18n._(LANDING_HEAD.station.description) },
    ],
  }),
  component: StationPage,
});
