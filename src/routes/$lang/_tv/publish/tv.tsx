import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { TvPage } from '@/features/tv/tv-page';

/** The TV display (`/{lang}/publish/tv`), full screen in the tv layout. */
export const Route = createFileRoute('/$lang/_tv/publish/tv')({
  staticData: { catalogs: ['tv'] },
  head: () => ({ meta: [{ title: t`TV display` }] }),
  component: TvPage,
});
