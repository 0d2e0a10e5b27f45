import type { ComponentType, ReactNode } from 'react';
import type { IconProps } from '@/components/icons/icons';
import { PageContainer } from '@/components/layout/page-container';
import { SectionHeader } from '@/components/layout/section-header';
import { LinkButton, type LinkButtonProps } from '@/components/site/link-button';
import { CustomerServiceAction } from './customer-service-action';
import classes from './landing.module.css';

/**
 * Where a call to action goes: a page of the portal (`/register`, `/personal/marketing`), an
 * absolute URL (`tel:`), or the customer-service chat (src/features/landing/customer-service-action.tsx).
 */
export type LandingTarget = { href: string } | { customerService: true };

export interface LandingAction {
  label: string;
  to: LandingTarget;
  variant?: LinkButtonProps['variant'];
}

function ActionButton({
  action,
  variant,
}: {
  action: LandingAction;
  variant: LinkButtonProps['variant'];
}) {
  if ('customerService' in action.to) {
    return <CustomerServiceAction label={action.label} variant={action.variant ?? variant} />;
  }
  return (
    <LinkButton href={action.to.href} size="md" variant={action.variant ?? variant}>
      {action.label}
    </LinkButton>
  );
}

function Actions({
  actions,
  variants,
}: {
  actions: readonly LandingAction[];
  variants: [LinkButtonProps['variant'], LinkButtonProps['variant']];
}) {
  return (
    <div className={classes.actions}>
      {actions.map((action, index) => (
        <ActionButton
          key={action.label}
          action={action}
          variant={index === 0 ? variants[0] : variants[1]}
        />
      ))}
    </div>
  );
}

/** The first screen of a landing page: what it offers, in a sentence, and the main actions. */
export function LandingHero({
  eyebrow,
  title,
  subtitle,
  actions,
  tone = 'blue',
  icon: Icon,
}: {
  eyebrow: string;
  title: string;
  subtitle: string;
  actions: readonly LandingAction[];
  /** The hero's colour scheme. */
  tone?: 'blue' | 'teal' | 'indigo' | 'green' | 'grape';
  icon: ComponentType<IconProps>;
}) {
  return (
    <section className={classes.hero} data-tone={tone} aria-labelledby="landing-title">
      <PageContainer className={classes.heroInner}>
        <div className={classes.heroText}>
          <p className={classes.eyebrow}>{eyebrow}</p>
          <h1 id="landing-title" className={classes.heroTitle}>
            {title}
          </h1>
          <p className={classes.heroSubtitle}>{subtitle}</p>
          <Actions actions={actions} variants={['accent', 'outline-white']} />
        </div>
        <div className={classes.heroVisual} aria-hidden="true">
          <Icon size={120} />
        </div>
      </PageContainer>
    </section>
  );
}

export interface OfferingItem {
  icon: ComponentType<IconProps>;
  title: string;
  text: string;
}

/** What the service includes, as cards. */
export function OfferingCards({
  id,
  title,
  subtitle,
  items,
}: {
  id: string;
  title: string;
  subtitle?: string;
  items: readonly OfferingItem[];
}) {
  return (
    <section className={classes.section} aria-labelledby={id}>
      <PageContainer>
        <SectionHeader id={id} title={title} subtitle={subtitle} />
        <ul className={classes.cards}>
          {items.map(({ icon: Icon, title: cardTitle, text }) => (
            <li key={cardTitle} className={classes.card}>
              <span className={classes.cardIcon} aria-hidden="true">
                <Icon size={24} />
              </span>
              <h3 className={classes.cardTitle}>{cardTitle}</h3>
              <p className={classes.cardText}>{text}</p>
            </li>
          ))}
        </ul>
      </PageContainer>
    </section>
  );
}

export interface FigureItem {
  /** The figure as the locale writes it (`$1M–$10M`, `2%–3%`). */
  value: string;
  label: string;
  note?: string;
}

/** Key figures, large. */
export function Figures({
  id,
  title,
  subtitle,
  items,
}: {
  id: string;
  title: string;
  subtitle?: string;
  items: readonly FigureItem[];
}) {
  return (
    <section className={classes.section} data-tone="white" aria-labelledby={id}>
      <PageContainer>
        <SectionHeader id={id} title={title} subtitle={subtitle} />
        <dl className={classes.figures} data-testid="landing-figures">
          {items.map((item) => (
            <div key={item.label} className={classes.figure}>
              <dt className={classes.figureLabel}>{item.label}</dt>
              <dd className={classes.figureValue}>{item.value}</dd>
              {item.note && <dd className={classes.figureNote}>{item.note}</dd>}
            </div>
          ))}
        </dl>
      </PageContainer>
    </section>
  );
}

export interface StepItem {
  title: string;
  text: string;
}

/** How it works, in numbered steps. */
export function Steps({
  id,
  title,
  steps,
}: {
  id: string;
  title: string;
  steps: readonly StepItem[];
}) {
  return (
    <section className={classes.section} aria-labelledby={id}>
      <PageContainer>
        <SectionHeader id={id} title={title} />
        <ol className={classes.steps}>
          {steps.map((step, index) => (
            <li key={step.title} className={classes.step}>
              <span className={classes.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <h3 className={classes.cardTitle}>{step.title}</h3>
              <p className={classes.cardText}>{step.text}</p>
            </li>
          ))}
        </ol>
      </PageContainer>
    </section>
  );
}

/** The closing band: one sentence and the actions. */
export function CallToAction({
  id,
  title,
  text,
  actions,
  children,
}: {
  id: string;
  title: string;
  text: string;
  actions: readonly LandingAction[];
  children?: ReactNode;
}) {
  return (
    <section className={classes.cta} aria-labelledby={id}>
      <PageContainer className={classes.ctaInner}>
        <div>
          <h2 id={id} className={classes.ctaTitle}>
            {title}
          </h2>
          <p className={classes.ctaText}>{text}</p>
          {children}
        </div>
        <Actions actions={actions} variants={['white', 'outline-white']} />
      </PageContainer>
    </section>
  );
}
