import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ServiceDetail, ServicePackage } from '@/api/gen/model';
import { AppLink } from '@/components/app-link';
import { LoadError } from '@/components/feedback/load-error';
import { SkeletonBlock } from '@/components/feedback/page-skeleton';
import { SafeHtml } from '@/components/safe-html/safe-html';
import { PageContainer } from '@/components/layout/page-container';
import { LinkButton } from '@/components/site/link-button';
import { formatMoney, formatNumber } from '@/i18n/format';
import { serviceListHref, serviceOrderHref } from './links';
import { isMissingService } from './missing-service';
import { ServiceNotFound } from './not-found-state';
import { PackageChoice } from './package-choice';
import { serviceQueryOptions } from './queries';
import classes from './market.module.css';

// DOMPurify (about 12 KB gzip) loads after the first paint: the description is below the fold.

export interface ServiceDetailPageProps {
  /** The service of `?id=`, or undefined when the address has none. */
  id: number | undefined;
  /** The package of `?package=`, kept in the address so that it survives login and Back. */
  packageId: number | undefined;
  onPackageChange: (packageId: number) => void;
}

/** The package the address names, or the first one. */
export function chosenPackage(
  packages: readonly ServicePackage[],
  packageId: number | undefined,
): ServicePackage | undefined {
  return packages.find((item) => item.id === packageId) ?? packages[0];
}

function DetailSkeleton() {
  return (
    <div aria-busy="true">
      <SkeletonBlock height={20} width="40%" />
      <div className={classes.hero} style={{ marginTop: 16 }}>
        <SkeletonBlock height={300} radius="var(--mantine-radius-md)" />
        <div>
          <SkeletonBlock height={32} width="80%" />
          <SkeletonBlock height={20} width="50%" />
          <SkeletonBlock height={180} radius="var(--mantine-radius-md)" />
          <SkeletonBlock height={40} width={160} />
        </div>
      </div>
    </div>
  );
}

function Gallery({ service }: { service: ServiceDetail }) {
  const { t } = useLingui();
  const images = service.images.length > 0 ? service.images : [service.cover];
  const [shown, setShown] = useState(0);
  const current = images[shown] ?? service.cover;
  return (
    <div className={classes.gallery}>
      <img
        src={current}
        alt={service.name}
        className={classes.mainImage}
        fetchPriority="high"
        decoding="async"
      />
      {images.length > 1 && (
        <ul className={classes.thumbs} aria-label={t`Images`}>
          {images.map((image, index) => {
            const number = index + 1;
            return (
              <li key={image}>
                <button
                  type="button"
                  className={classes.thumb}
                  aria-pressed={index === shown}
                  aria-label={t`Image ${number}`}
                  onClick={() => setShown(index)}
                >
                  <img src={image} alt="" loading="lazy" decoding="async" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

function ServiceBody({
  service,
  packageId,
  onPackageChange,
}: {
  service: ServiceDetail;
  packageId: number | undefined;
  onPackageChange: (packageId: number) => void;
}) {
  const { t } = useLingui();
  const chosen = chosenPackage(service.packages, packageId);
  const sales = formatNumber(service.sales);
  const rating = formatNumber(service.rating, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const provider = service.provider;
  const packageName = chosen?.name ?? '';
  const packagePrice = chosen ? formatMoney(chosen.price) : '';
  const providerServices = formatNumber(provider.serviceCount);
  return (
    <>
      <nav aria-label={t`Breadcrumbs`}>
        <ol className={classes.breadcrumbs}>
          <li>
            <AppLink href={serviceListHref()}>{t`Service market`}</AppLink>
          </li>
          <li>
            <AppLink href={serviceListHref({ cid: service.categoryId })}>
              {service.categoryName}
            </AppLink>
          </li>
          <li>
            <AppLink href={serviceListHref({ cid: service.categoryId, mid: service.marketId })}>
              {service.marketName}
            </AppLink>
          </li>
          <li aria-current="page">{service.name}</li>
        </ol>
      </nav>
      <div className={classes.hero}>
        <Gallery service={service} />
        <div>
          <h1 className={classes.title}>{service.name}</h1>
          <p className={classes.subtitle}>
            {service.providerName} · {t`Sold ${sales}`} ·{' '}
            {service.rating > 0 ? t`Rating ${rating}` : t`Not rated yet`}
          </p>
          <div className={classes.tags} style={{ marginTop: 8 }}>
            {service.tags.map((tag) => (
              <span key={tag} className={classes.tag}>
                {tag}
              </span>
            ))}
          </div>
          <PackageChoice
            packages={service.packages}
            unit={service.unit}
            value={chosen?.id}
            onChange={onPackageChange}
          />
          {chosen && (
            <LinkButton href={serviceOrderHref(service.id, chosen.id)} size="md">
              {t`Order now: ${packageName}, ${packagePrice}`}
            </LinkButton>
          )}
        </div>
      </div>
      <section className={classes.section} aria-labelledby="service-description">
        <h2 className={classes.sectionTitle} id="service-description">
          {t`Service description`}
        </h2>
        <SafeHtml html={service.description} className={classes.richText} placeholderHeight={160} />
      </section>
      {service.processSteps.length > 0 && (
        <section className={classes.section} aria-labelledby="service-process">
          <h2 className={classes.sectionTitle} id="service-process">
            {t`Service process`}
          </h2>
          <ol className={classes.steps}>
            {service.processSteps.map((step) => (
              <li key={step.title} className={classes.step}>
                <strong>{step.title}</strong>
                <p>{step.description}</p>
              </li>
            ))}
          </ol>
        </section>
      )}
      {service.faqs.length > 0 && (
        <section className={classes.section} aria-labelledby="service-faq">
          <h2 className={classes.sectionTitle} id="service-faq">
            {t`Frequently asked questions`}
          </h2>
          {service.faqs.map((faq) => (
            <details key={faq.question}>
              <summary>{faq.question}</summary>
              <p>{faq.answer}</p>
            </details>
          ))}
        </section>
      )}
      <section className={classes.section} aria-labelledby="service-provider">
        <h2 className={classes.sectionTitle} id="service-provider">
          {t`Service provider`}
        </h2>
        <div className={classes.providerCard}>
          {provider.logo && (
            <img src={provider.logo} alt="" className={classes.providerLogo} loading="lazy" />
          )}
          <div>
            <strong>{provider.name}</strong>
            {provider.certified && <span className={classes.tag}> {t`Certified`}</span>}
            <p className={classes.subtitle}>{provider.intro}</p>
            <p className={classes.subtitle}>
              {plural(provider.serviceCount, {
                one: `${providerServices} service on sale`,
                other: `${providerServices} services on sale`,
              })}
            </p>
          </div>
        </div>
      </section>
    </>
  );
}

/** A service's detail page: images, packages side by side, provider, process, FAQ. */
export function ServiceDetailPage({ id, packageId, onPackageChange }: ServiceDetailPageProps) {
  const query = useQuery({ ...serviceQueryOptions(id ?? 0), enabled: id !== undefined });
  let content;
  if (id === undefined || (query.isError && isMissingService(query.error))) {
    content = <ServiceNotFound />;
  } else if (query.isError) {
    content = <LoadError onRetry={() => void query.refetch()} />;
  } else if (!query.data) {
    content = <DetailSkeleton />;
  } else {
    content = (
      <ServiceBody service={query.data} packageId={packageId} onPackageChange={onPackageChange} />
    );
  }
  return <PageContainer className={classes.page}>{content}</PageContainer>;
}
