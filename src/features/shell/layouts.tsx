import { useLingui } from '@lingui/react/macro';
import { lazy, type ReactNode } from 'react';
import { AfterContent } from '@/components/feedback/page-skeleton';
import { CustomerServiceProvider } from './customer-service';
import classes from './layouts.module.css';

// The site's chrome on a page the app draws: the header (its navigation, language, account and
// messages), the quick bar and the footer come once the page has shown its content (AfterContent), its code
// and the navigation's after it: a personal page's largest paint is its data (an order's rows),
// which the chrome's code, asked for beside it, delayed by a round trip on a phone's link. Until
// then a bar of the header's size holds its place. A page as HTML has them in its markup.
const SiteHeader = lazy(() =>
  import('./header/site-header').then((module) => ({ default: module.SiteHeader })),
);
const QuickBar = lazy(() => import('./quick-bar').then((module) => ({ default: module.QuickBar })));

/** The site header (spec section 2.4), after the page's content. */
export function Header() {
  return (
    <AfterContent fallback={<div className={classes.headerSpace} />}>
      <SiteHeader />
    </AfterContent>
  );
}

// Below the fold on every page: the footer (with its QR code) mounts, and its code is asked for,
// once the page has shown its content (AfterContent, as the header), not with the first screen's
// files (a page as HTML has it in its markup), and once its font is in (footer.tsx).
const SiteFooter = lazy(() => import('./footer').then((module) => module.footerWhenDrawable));

export function Footer() {
  return (
    <AfterContent fallback={<div className={classes.footerSpace} />}>
      <SiteFooter />
    </AfterContent>
  );
}

/** The `main` landmark's id, target of the skip link. Pages must not render a `<main>` of their own. */
export const MAIN_CONTENT_ID = 'main-content';

export function SkipLink() {
  const { t } = useLingui();
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={classes.skip}>
      {t`Skip to main content`}
    </a>
  );
}

/**
 * The default layout (spec section 2.3): header, content, quick bar, footer and the
 * customer-service widget. `subheader` sits under the header (the college's search bar).
 */
export function DefaultLayout({
  children,
  subheader,
}: {
  children: ReactNode;
  subheader?: ReactNode;
}) {
  return (
    <CustomerServiceProvider>
      <div className={classes.page}>
        <SkipLink />
        <Header />
        {subheader}
        <main id={MAIN_CONTENT_ID} className={classes.main} tabIndex={-1}>
          {children}
        </main>
        <Footer />
      </div>
      {/* Fixed at the window's edge: nothing holds its place. */}
      <AfterContent fallback={null}>
        <QuickBar />
      </AfterContent>
    </CustomerServiceProvider>
  );
}

/** The empty layout (login, register, forget): the header only. */
export function EmptyLayout({ children }: { children: ReactNode }) {
  return (
    <div className={classes.page}>
      <SkipLink />
      <Header />
      <main id={MAIN_CONTENT_ID} className={classes.main} data-layout="empty" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}

/** The tv layout: nothing around the page. */
export function BareLayout({ children }: { children: ReactNode }) {
  return (
    <main id={MAIN_CONTENT_ID} className={classes.bare}>
      {children}
    </main>
  );
}
