import { useLingui } from '@lingui/react/macro';
import { IconApps, IconCoins, IconSearch, IconWorld } from '@/components/icons/icons';
import { CallToAction, LandingHero, OfferingCards, Steps } from './sections';

/** `/{lang}/station`: independent-site (own website) building (spec section 1). */
export function StationPage() {
  const { t } = useLingui();
  const consult = { label: t`Consult an adviser`, to: { customerService: true } } as const;
  return (
    <>
      <LandingHero
        icon={IconWorld}
        tone="indigo"
        eyebrow={t`Independent site building`}
        title={t`Your own brand website, next to the marketplaces`}
        subtitle={t`We design, build and run an independent online store for your brand: your own domain, your own customers and your own data, with payment, logistics and promotion connected.`}
        actions={[consult, { label: t`Browse site-building services`, to: { href: '/service' } }]}
      />
      <OfferingCards
        id="station-offer"
        title={t`What we build for you`}
        subtitle={t`One team from the first page to the first order.`}
        items={[
          {
            icon: IconWorld,
            title: t`Store design and building`,
            text: t`A fast, mobile-first store in the languages and currencies of your markets, on your own domain.`,
          },
          {
            icon: IconCoins,
            title: t`Payment and logistics`,
            text: t`International cards and wallets at checkout, with our logistics lines and overseas warehouses behind it.`,
          },
          {
            icon: IconSearch,
            title: t`Search and advertising`,
            text: t`Search engine optimisation and paid campaigns that bring buyers to your own site.`,
          },
          {
            icon: IconApps,
            title: t`Operation and data`,
            text: t`Orders, customers and analytics in one place, so that what you learn about buyers stays yours.`,
          },
        ]}
      />
      <Steps
        id="station-steps"
        title={t`From idea to first order`}
        steps={[
          {
            title: t`Talk to an adviser`,
            text: t`Tell us your products, markets and budget; we suggest a plan.`,
          },
          {
            title: t`Design and build`,
            text: t`We design the store, load your catalogue and connect payment and shipping.`,
          },
          {
            title: t`Launch`,
            text: t`We test the store with you and put it online on your domain.`,
          },
          {
            title: t`Grow`,
            text: t`Advertising, search and regular reviews of your figures.`,
          },
        ]}
      />
      <CallToAction
        id="station-cta"
        title={t`Ready for a site of your own?`}
        text={t`An adviser answers within one working day with a plan and a quote.`}
        actions={[
          consult,
          {
            label: t`Overseas marketing`,
            to: { href: '/overseas' },
          },
        ]}
      />
    </>
  );
}
