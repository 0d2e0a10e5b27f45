import { useLingui } from '@lingui/react/macro';
import { IconApps, IconSearch, IconSpeakerphone, IconUsers } from '@/components/icons/icons';
import { CallToAction, LandingHero, OfferingCards, Steps } from './sections';

/**
 * `/{lang}/overseas`: overseas joint operation and advertising (spec section 1), leading to the ad
 * statistics of the personal centre (which sends visitors to log in first).
 */
export function OverseasPage() {
  const { t } = useLingui();
  const statistics = { label: t`See your ad statistics`, to: { href: '/personal/marketing' } };
  const plan = { label: t`Plan a campaign with us`, to: { customerService: true } } as const;
  return (
    <>
      <LandingHero
        icon={IconSpeakerphone}
        tone="grape"
        eyebrow={t`Overseas marketing`}
        title={t`Joint operation and advertising in your markets`}
        subtitle={t`Our operators run your store and your campaigns with you on overseas channels, and you follow every impression, click and conversion in your ad statistics.`}
        actions={[plan, statistics]}
      />
      <OfferingCards
        id="overseas-offer"
        title={t`What we do together`}
        items={[
          {
            icon: IconUsers,
            title: t`Joint operation`,
            text: t`An operator works on your store with you: listings, pricing, promotions and reviews.`,
          },
          {
            icon: IconSpeakerphone,
            title: t`Advertising`,
            text: t`Campaigns on marketplaces, search engines and social media, planned for your budget.`,
          },
          {
            icon: IconSearch,
            title: t`Market research`,
            text: t`What buyers look for in your markets, and what your competitors charge.`,
          },
          {
            icon: IconApps,
            title: t`Ad statistics`,
            text: t`Impressions, clicks, click rate, cost per click, conversions and cost, by day and platform.`,
          },
        ]}
      />
      <Steps
        id="overseas-steps"
        title={t`How it works`}
        steps={[
          {
            title: t`Plan`,
            text: t`Agree on markets, products, budget and goals with our team.`,
          },
          {
            title: t`Launch`,
            text: t`We set up and start the campaigns on the channels we chose together.`,
          },
          {
            title: t`Follow`,
            text: t`Sign in to see your ad statistics, updated every day.`,
          },
          {
            title: t`Improve`,
            text: t`We review the figures with you and move the budget to what works.`,
          },
        ]}
      />
      <CallToAction
        id="overseas-cta"
        title={t`Already advertising with us?`}
        text={t`Log in to see your impressions, clicks, conversions and cost.`}
        actions={[statistics, plan]}
      />
    </>
  );
}
