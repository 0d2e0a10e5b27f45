import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { OrderSummary } from '@/api/gen/model';
import { AppLink } from '@/components/app-link';
import { LoadError } from '@/components/feedback/load-error';
import { SkeletonBlock } from '@/components/feedback/page-skeleton';
import { IconWorld } from '@/components/icons/icons';
import { formatDateTime } from '@/i18n/format';
import { CATEGORIES, PLATFORMS, SERVICES, TOOL_LINKS } from './home-content';
import {
  chinaTimeToMs,
  formatRemaining,
  unpaidOrdersQueryOptions,
  unreadMessagesQueryOptions,
} from './queries';
import classes from './personal-home.module.css';

/** The clock, every second while something counts down. */
function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [active]);
  return now;
}

function CardSkeleton() {
  return (
    <div aria-busy="true" style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <SkeletonBlock height={32} width={64} />
      <SkeletonBlock height={18} />
      <SkeletonBlock height={18} />
      <SkeletonBlock height={18} width="70%" />
    </div>
  );
}

function UnpaidOrders() {
  const { t } = useLingui();
  const query = useQuery(unpaidOrdersQueryOptions());
  const records = query.data?.records;
  const now = useNow(Boolean(records?.length));
  const open = (records ?? []).filter(
    (order: OrderSummary) => order.payDeadline !== null && chinaTimeToMs(order.payDeadline) > now,
  );
  return (
    <section className={classes.card} aria-labelledby="home-unpaid-title" data-testid="home-unpaid">
      <div className={classes.cardHead}>
        <h2 id="home-unpaid-title" className={classes.cardTitle}>{t`Orders to pay`}</h2>
      </div>
      {query.isError ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : !records ? (
        <CardSkeleton />
      ) : open.length === 0 ? (
        <p className={classes.muted}>{t`No order is waiting for payment.`}</p>
      ) : (
        <>
          <span className={classes.count}>{open.length}</span>
          <ul className={classes.list}>
            {open.slice(0, 3).map((order) => {
              const left = formatRemaining(chinaTimeToMs(order.payDeadline!) - now);
              return (
                <li key={order.id}>
                  <AppLink href={`/personal/order/${order.id}`}>
                    <span className={classes.ellipsis}>{order.name}</span>
                    <span className={classes.timeLeft}>{t`${left} left`}</span>
                  </AppLink>
                </li>
              );
            })}
          </ul>
          <p
            className={classes.muted}
          >{t`Unpaid orders close 30 minutes after they are placed.`}</p>
        </>
      )}
      <AppLink href="/personal/order" className={classes.more}>
        {t`All orders`}
      </AppLink>
    </section>
  );
}

function UnreadMessages() {
  const { t } = useLingui();
  const query = useQuery(unreadMessagesQueryOptions());
  const page = query.data;
  return (
    <section className={classes.card} aria-labelledby="home-unread-title" data-testid="home-unread">
      <div className={classes.cardHead}>
        <h2 id="home-unread-title" className={classes.cardTitle}>{t`Unread messages`}</h2>
      </div>
      {query.isError ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : !page ? (
        <CardSkeleton />
      ) : page.unreadCount === 0 ? (
        <p className={classes.muted}>{t`No unread messages.`}</p>
      ) : (
        <>
          <span className={classes.count}>{page.unreadCount}</span>
          <ul className={classes.list}>
            {page.records.map((message) => (
              <li key={message.id}>
                <AppLink href="/personal/message?tab=unread">
                  <span className={classes.ellipsis}>{message.title}</span>
                  <span className={classes.muted}>{formatDateTime(message.createTime)}</span>
                </AppLink>
              </li>
            ))}
          </ul>
        </>
      )}
      <AppLink href="/personal/message?tab=unread" className={classes.more}>
        {t`Message centre`}
      </AppLink>
    </section>
  );
}

/** The personal home (`/{lang}/personal`): what waits for the user, then the platform's services. */
export function PersonalHomePage() {
  const { t, i18n } = useLingui();
  return (
    <div className={classes.page}>
      <h1 className={classes.title}>{t`Platform services`}</h1>
      <div className={classes.pending}>
        <UnpaidOrders />
        <UnreadMessages />
      </div>

      <section aria-labelledby="home-services-title">
        <h2 id="home-services-title" className={classes.sectionTitle}>{t`Our services`}</h2>
        <ul className={classes.services}>
          {SERVICES.map((service) => (
            <li key={service.href}>
              <AppLink href={service.href} className={classes.service}>
                <span className={classes.serviceName}>{i18n._(service.name)}</span>
                {service.description && (
                  <span className={classes.serviceText}>{i18n._(service.description)}</span>
                )}
              </AppLink>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="home-tools-title">
        <h2 id="home-tools-title" className={classes.sectionTitle}>{t`Seller tools`}</h2>
        <ul className={classes.chips}>
          {TOOL_LINKS.map((tool) => {
            const name = i18n._(tool.name);
            return (
              <li key={tool.href}>
                {tool.external ? (
                  <a
                    href={tool.href}
                    target="_blank"
                    rel="noopener noreferrer external"
                    className={classes.chip}
                    aria-label={t`${name} (external site, opens in a new tab)`}
                  >
                    <IconWorld size={14} />
                    {name}
                  </a>
                ) : (
                  <AppLink href={tool.href} className={classes.chip}>
                    {name}
                  </AppLink>
                )}
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="home-platforms-title">
        <h2 id="home-platforms-title" className={classes.sectionTitle}>{t`Sales platforms`}</h2>
        <ul className={classes.chips}>
          {PLATFORMS.map((platform) => (
            <li key={platform.id}>
              <AppLink
                href={`/platform/${platform.id}`}
                className={`${classes.chip} ${classes.platform}`}
              >
                {i18n._(platform.name)}
              </AppLink>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="home-categories-title">
        <h2 id="home-categories-title" className={classes.sectionTitle}>
          {t`Merchant categories`}
        </h2>
        <p className={classes.muted} style={{ marginBottom: 8 }}>
          {plural(CATEGORIES.length, {
            one: '# category we serve',
            other: '# categories we serve',
          })}
        </p>
        <ul className={classes.chips}>
          {CATEGORIES.map((category) => (
            <li key={category.id} className={classes.chip}>
              {i18n._(category)}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
