import type { ReactNode } from 'react';
import { PageContainer } from '@/components/layout/page-container';
import { useIsMobile } from '@/components/layout/use-is-mobile';
import { useSessionUser } from './header/account-actions';
import { SiteHeader } from './header/site-header';
import { Footer, MAIN_CONTENT_ID, SkipLink } from './layouts';
import { PersonalMenu } from './personal-menu';
import classes from './layouts.module.css';

// Its own module: the side menu (and its mobile drawer) stays out of the public pages' chunks.
/** The full layout (personal centre): header, side menu, footer. */
export function FullLayout({ children }: { children: ReactNode }) {
  const mobile = useIsMobile();
  // The guard let a signed-in user in. When the session ends on this page (logout, code 512) the
  // page goes at once, before it renders again, while the user is sent home or to login: a page
  // that renders without its dropped data fetches it anew, answers 512 after the user has left,
  // and sends them to login.
  const signedIn = useSessionUser().isLogin;
  return (
    <div className={classes.page}>
      <SkipLink />
      <SiteHeader />
      <PageContainer className={classes.personal} data-mobile={mobile || undefined}>
        <PersonalMenu mobile={mobile} />
        <main id={MAIN_CONTENT_ID} className={classes.personalMain} tabIndex={-1}>
          {signedIn ? children : null}
        </main>
      </PageContainer>
      <Footer />
    </div>
  );
}
