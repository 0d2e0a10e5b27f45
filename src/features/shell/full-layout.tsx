import type { ReactNode } from 'react';
import { PageContainer } from '@/components/layout/page-container';
import { useIsMobile } from '@/components/layout/use-is-mobile';
import { SiteHeader } from './header/site-header';
import { Footer, MAIN_CONTENT_ID, SkipLink } from './layouts';
import { PersonalMenu } from './personal-menu';
import classes from './layouts.module.css';

// Its own module: the side menu (and its mobile drawer) stays out of the public pages' chunks.
/** The full layout (personal centre): header, side menu, footer. */
export function FullLayout({ children }: { children: ReactNode }) {
  const mobile = useIsMobile();
  return (
    <div className={classes.page}>
      <SkipLink />
      <SiteHeader />
      <PageContainer className={classes.personal} data-mobile={mobile || undefined}>
        <PersonalMenu mobile={mobile} />
        <main id={MAIN_CONTENT_ID} className={classes.personalMain} tabIndex={-1}>
          {children}
        </main>
      </PageContainer>
      <Footer />
    </div>
  );
}
