import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useRouterState, type AnyRouteMatch } from '@tanstack/react-router';
import { useEffect } from 'react';
import { siteInfoQueryOptions } from './queries';

const defaults = {
  platformName: msg`KuaJingTong · Cross-border e-commerce services`,
  description: msg`Store opening on overseas platforms, cross-border logistics, a service market and a business college for Chinese sellers, enterprises and service providers.`,
  keywords: msg`cross-border e-commerce, overseas store, cross-border logistics, overseas warehouse, service market`,
  notFoundTitle: msg`Page does not exist`,
  notFoundDescription: msg`There is no page at this address. Check the address, or start again from the home page.`,
};

/**
 * A page's own description when its route gives none: the page's title before the platform's
 * description, so no two pages share one (issue 26).
 */
export function buildDescription(
  pageTitle: string | null | undefined,
  siteDescription: string,
  join: (values: { page: string; description: string }) => string,
): string {
  const page = pageTitle?.trim();
  return page ? join({ page, description: siteDescription }) : siteDescription;
}

/** `Page - Platform`, or the platform name alone for pages without a title of their own. */
export function buildDocumentTitle(pageTitle: string | null | undefined, platformName: string) {
  const page = pageTitle?.trim();
  return page && page !== platformName ? `${page} - ${platformName}` : platformName;
}

type Meta = NonNullable<AnyRouteMatch['meta']>[number];

/**
 * The deepest value a route's `head()` gave: `head: () => ({ meta: [{ title: t`Login` }] })`
 * names the page; `{ name: 'description', content }` describes it.
 */
export function deepestMeta(
  matches: readonly Pick<AnyRouteMatch, 'meta'>[],
  pick: (meta: NonNullable<Meta>) => string | undefined,
): string | undefined {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    for (const meta of matches[i]?.meta ?? []) {
      const value = meta ? pick(meta) : undefined;
      if (value) return value;
    }
  }
  return undefined;
}

function setMetaTag(name: string, content: string): void {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.append(tag);
  }
  tag.content = content;
}

/** What the site settings (`/index/info`) give the head: the platform's name and words. */
interface SiteWords {
  platformName?: string | null;
  description?: string | null;
  keywords?: string | null;
}

/**
 * A page's `<title>`, description and keywords (spec section 2.2): the page's own title (its
 * route's `head()`) followed by the platform name, description and keywords from `/index/info`
 * (the translated defaults until it answers, or when it fails). The app keeps the document in
 * step with it (`DocumentHead`); prerendering writes it into the page's HTML (src/prerender/).
 */
export function documentHead(
  matches: readonly Pick<AnyRouteMatch, 'meta' | 'status' | '_notFound'>[],
  site: SiteWords | undefined,
  i18n: I18n,
): { title: string; description: string; keywords: string } {
  const routeTitle = deepestMeta(matches, (meta) => meta.title);
  const routeDescription = deepestMeta(matches, (meta) =>
    meta.name === 'description' ? meta.content : undefined,
  );
  // An address no route answers shows the not-found page inside the language's layout, whose
  // routes name no page: it has a title and description of its own.
  const notFound = matches.some((match) => match.status === 'notFound' || match._notFound === true);
  const pageTitle = routeTitle ?? (notFound ? i18n._(defaults.notFoundTitle) : undefined);
  const pageDescription =
    routeDescription ??
    (notFound && !routeTitle ? i18n._(defaults.notFoundDescription) : undefined);
  const platformName = site?.platformName?.trim() || i18n._(defaults.platformName);
  const description =
    pageDescription ||
    buildDescription(
      pageTitle === platformName ? undefined : pageTitle,
      site?.description?.trim() || i18n._(defaults.description),
      ({ page, description }) => i18n._(msg`${page}: ${description}`),
    );
  return {
    title: buildDocumentTitle(pageTitle, platformName),
    description,
    keywords: site?.keywords?.trim() || i18n._(defaults.keywords),
  };
}

/** Keeps `<title>`, the description and the keywords in step with the page (`documentHead`). */
export function DocumentHead() {
  const { i18n } = useLingui();
  const { data: site } = useQuery(siteInfoQueryOptions());
  const matches = useRouterState({ select: (state) => state.matches });
  const { title, description, keywords } = documentHead(matches, site, i18n);

  useEffect(() => {
    document.title = title;
    setMetaTag('description', description);
    setMetaTag('keywords', keywords);
  }, [title, description, keywords]);

  return null;
}
