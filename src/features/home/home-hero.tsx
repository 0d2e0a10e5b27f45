import { useLingui } from '@lingui/react/macro';
import { useReducedMotion } from '@mantine/hooks';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useState, type ComponentType } from 'react';
import type { Banner } from '@/api/gen/model';
import { AppLink } from '@/components/app-link';
import {
  IconArrowRight,
  IconPlane,
  IconSearch,
  IconStore,
  type IconProps,
} from '@/components/icons/icons';
import { PageContainer } from '@/components/layout/page-container';
import { LinkButton } from '@/components/site/link-button';
import { isPageHref } from '@/components/site/page-href';
import classes from './home.module.css';

/** Spec section 9: the header's texts fade every 5000 ms. */
export const HERO_ROTATE_MS = 5000;

function Shortcut({
  href,
  icon: Icon,
  title,
  text,
}: {
  href: string;
  icon: ComponentType<IconProps>;
  title: string;
  text: string;
}) {
  return (
    <AppLink href={href} className={classes.shortcut}>
      <Icon size={22} />
      <span className={classes.shortcutTitle}>{title}</span>
      <span className={classes.shortcutText}>{text}</span>
    </AppLink>
  );
}

/**
 * The home hero: the banners of `/index/info` rotate every 5 s (paused while the pointer or focus
 * is on them, and for reduced motion), their title and subtitle beside the picture.
 */
export function HomeHero({ banners }: { banners: Banner[] }) {
  const { t } = useLingui();
  const router = useRouter();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const reducedMotion = useReducedMotion();
  const count = banners.length;
  const active = count > 0 ? index % count : 0;
  const current = banners[active];

  useEffect(() => {
    if (count < 2 || paused || reducedMotion) return undefined;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), HERO_ROTATE_MS);
    return () => window.clearInterval(timer);
  }, [count, paused, reducedMotion]);

  return (
    <section
      className={classes.hero}
      aria-roledescription={t`carousel`}
      aria-label={t`Highlights`}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <PageContainer className={classes.heroInner}>
        <div className={classes.heroText}>
          <p className={classes.heroEyebrow}>{t`For sellers, enterprises and service providers`}</p>
          <div aria-live={paused ? 'polite' : 'off'}>
            <h1 className={classes.heroTitle} key={`t${active}`}>
              {current?.title ?? t`Sell to the world from one place`}
            </h1>
            <p className={classes.heroSubtitle} key={`s${active}`}>
              {current?.subtitle ??
                t`Store opening, logistics, marketing, finance and training for Chinese sellers.`}
            </p>
          </div>
          <div className={classes.heroActions}>
            <LinkButton
              href="/platform/apply"
              size="md"
              variant="accent"
              rightSection={<IconArrowRight size={18} />}
            >
              {t`Open a store`}
            </LinkButton>
            <LinkButton href="/service" size="md" variant="white">
              {t`Browse services`}
            </LinkButton>
          </div>
        </div>
        <div className={classes.heroVisual}>
          <div className={classes.heroFrame}>
            {banners.map((banner, i) => {
              const image = (
                <img
                  src={banner.image}
                  alt={banner.title}
                  className={classes.heroImage}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  fetchPriority={i === 0 ? 'high' : 'low'}
                  decoding="async"
                />
              );
              const slide = {
                className: classes.heroSlide,
                'data-active': i === active || undefined,
                'aria-hidden': i === active ? undefined : true,
              } as const;
              // A banner whose link is no page of the portal shows unlinked: it would only lead
              // to the not-found page.
              return banner.link && isPageHref(router, banner.link) ? (
                <AppLink
                  key={banner.id}
                  href={banner.link}
                  {...slide}
                  tabIndex={i === active ? undefined : -1}
                >
                  {image}
                </AppLink>
              ) : (
                <div key={banner.id} {...slide}>
                  {image}
                </div>
              );
            })}
            {count > 1 && (
              <div className={classes.heroDots} role="group" aria-label={t`Choose a highlight`}>
                {banners.map((banner, i) => {
                  const position = i + 1;
                  const title = banner.title;
                  return (
                    <button
                      key={banner.id}
                      type="button"
                      className={classes.heroDot}
                      aria-label={t`Highlight ${position}: ${title}`}
                      aria-pressed={i === active}
                      onClick={() => setIndex(i)}
                    />
                  );
                })}
              </div>
            )}
          </div>
          <div className={classes.shortcuts}>
            <Shortcut
              href="/logistics/query"
              icon={IconSearch}
              title={t`Track a shipment`}
              text={t`Up to 10 numbers at once`}
            />
            <Shortcut
              href="/logistics/service/submit"
              icon={IconPlane}
              title={t`Send a parcel`}
              text={t`Order online, get a quote`}
            />
            <Shortcut
              href="/service/settle"
              icon={IconStore}
              title={t`Settle in`}
              text={t`Offer your services`}
            />
          </div>
        </div>
      </PageContainer>
    </section>
  );
}
