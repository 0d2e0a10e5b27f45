import { i18n } from '@lingui/core';
import { createFileRoute } from '@tanstack/react-router';
import { LANDING_HEAD } from '@/features/landing/head';
import {
  PersonalCrossPage,
  personalCrossQueryOptions,
} from '@/features/landing/personal-cross-page';

/** The personal centre's customs-declaration system entry (`/{lang}/personal/cross`, spec section 2.8). */
export const Route = createFileRoute('/$lang/_full/personal/cross')({
  staticData: { catalogs: ['landing'] },
  // Not awaited: the access block shows its skeleton, then the profile or its error state.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(personalCrossQueryOptions());
  },
  head: () => ({ meta: [{ title: i18n._(LANDING_HEAD.personalCross.title) }] }),
  component: PersonalCrossPage,
});
