import { useLingui } from '@lingui/react/macro';
import { UnstyledButton } from '@mantine/core';
import { lazy, type ReactNode } from 'react';
import { AfterContent } from '@/components/feedback/page-skeleton';
import { PageContainer } from '@/components/layout/page-container';
import { useIsMobile } from '@/components/layout/use-is-mobile';
import { Footer, Header, MAIN_CONTENT_ID, SkipLink } from './layouts';
import { useSessionUser } from '@/components/auth/session-user';
import classes from './layouts.module.css';
import menuClasses from './personal-menu.module.css';

// Like the header, the side menu (its entries and icons) comes once the page has shown its
// content (AfterContent in layouts.tsx).
const PersonalMenu = lazy(() =>
  import('./personal-menu').then((module) => ({ default: module.PersonalMenu })),
);

/**
 * The side menu's place until it comes: on desktop its column, on a phone its button, with its
 * words (the button is as high as they make it).
 */
function PersonalMenuPlaceholder({ mobile }: { mobile: boolean }) {
  const { t } = useLingui();
  if (!mobile) return <div className={menuClasses.aside} aria-hidden />;
  return (
    <UnstyledButton className={menuClasses.mobileButton} disabled tabIndex={-1} aria-hidden>
      <span className={menuClasses.iconSpace} />
      {t`Personal centre menu`}
    </UnstyledButton>
  );
}

// Its own module: the side menu's placeholder and the session guard stay out of the public
// pages' chunks.
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
      <Header />
      <PageContainer className={classes.personal} data-mobile={mobile || undefined}>
        <AfterContent fallback={<PersonalMenuPlaceholder mobile={mobile} />}>
          <PersonalMenu mobile={mobile} />
        </AfterContent>
        <main id={MAIN_CONTENT_ID} className={classes.personalMain} tabIndex={-1}>
          {signedIn ? children : null}
        </main>
      </PageContainer>
      <Footer />
    </div>
  );
}
