import { useLingui } from '@lingui/react/macro';
import { IconBoxes, IconClock, IconCoins, IconFileCheck } from '@/components/icons/icons';
import { financeValues } from './finance-figures';
import { CallToAction, Figures, LandingHero, OfferingCards, Steps } from './sections';

/** `/{lang}/finance`: cross-border supply-chain finance, with the figures of spec section 1. */
export function FinancePage() {
  const { t, i18n } = useLingui();
  const { limit, limitFull, cost, prepayment, accountPeriod, disbursement, shopAge } =
    financeValues(i18n.locale);
  const apply = { label: t`Apply for financing`, to: { customerService: true } } as const;
  return (
    <>
      <LandingHero
        icon={IconCoins}
        tone="green"
        eyebrow={t`Cross-border supply-chain finance`}
        title={t`Working capital for your overseas stores`}
        subtitle={t`Finance stock, freight and advertising against your store's sales: a credit line of ${limit} at a financing cost of ${cost}, charged once for an account period of up to ${accountPeriod}, with the money in your account in ${disbursement}.`}
        actions={[apply, { label: t`Register for free`, to: { href: '/register' } }]}
      />
      <Figures
        id="finance-figures"
        title={t`The figures`}
        subtitle={t`What a credit line looks like.`}
        items={[
          { label: t`Credit limit`, value: limit, note: limitFull },
          {
            label: t`Financing cost`,
            value: cost,
            note: t`Charged once for an account period of up to ${accountPeriod}`,
          },
          { label: t`Prepayment`, value: t`from ${prepayment}` },
          { label: t`Account period`, value: t`up to ${accountPeriod}` },
          { label: t`Disbursement`, value: disbursement },
          { label: t`Shop operating for`, value: t`${shopAge} or more` },
        ]}
      />
      <OfferingCards
        id="finance-offer"
        title={t`What you can finance`}
        items={[
          {
            icon: IconBoxes,
            title: t`Stock purchases`,
            text: t`Pay suppliers when you order and repay as your goods sell.`,
          },
          {
            icon: IconClock,
            title: t`Freight and warehousing`,
            text: t`Cover first-leg freight and overseas warehouse fees before the peak season.`,
          },
          {
            icon: IconCoins,
            title: t`Advertising`,
            text: t`Keep campaigns running while marketplace payouts are on their way.`,
          },
          {
            icon: IconFileCheck,
            title: t`Simple documents`,
            text: t`Your store's sales records and business licence are the main documents we need.`,
          },
        ]}
      />
      <Steps
        id="finance-steps"
        title={t`How to apply`}
        steps={[
          {
            title: t`Check you qualify`,
            text: t`Your shop has operated for ${shopAge} or more on a major marketplace.`,
          },
          {
            title: t`Apply`,
            text: t`Contact customer service; an adviser collects your store data and documents.`,
          },
          {
            title: t`Get your offer`,
            text: t`We set your limit, cost, prepayment (from ${prepayment}) and account period.`,
          },
          {
            title: t`Receive the money`,
            text: t`Disbursement in ${disbursement} after the contract is signed.`,
          },
        ]}
      />
      <CallToAction
        id="finance-cta"
        title={t`Finance your next season`}
        text={t`Tell an adviser about your store; the first assessment is free.`}
        actions={[apply, { label: t`Log in`, to: { href: '/login' } }]}
      />
    </>
  );
}
