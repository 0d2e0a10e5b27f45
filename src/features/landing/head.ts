import { msg } from '@lingui/core/macro';

/**
 * Titles and descriptions of the landing pages and the personal customs entry, for search engines
 * and sharing (route `head()`). Only message ids reach the route files; the text is in the
 * landing catalog.
 */
export const LANDING_HEAD = {
  station: {
    title: msg`Independent site building`,
    description: msg`Your own brand website next to the marketplaces: design, building, payment, logistics and promotion by one team.`,
  },
  cross: {
    title: msg`Customs clearance and the customs-declaration system`,
    description: msg`A customs-declaration system for groups: multi-enterprise, multi-account and multi-department accounts, permissions per account and a parent-company view of subsidiaries.`,
  },
  finance: {
    title: msg`Cross-border supply-chain finance`,
    description: msg`Credit lines of 1 to 10 million USD for overseas stores, a financing cost of 2% to 3% charged once for an account period of up to 3 months, prepayment from 20%, disbursement in 2 to 3 weeks.`,
  },
  park: {
    title: msg`Cross-border industrial park`,
    description: msg`Offices, warehouses and studios for cross-border e-commerce companies, rent-free for three years.`,
  },
  overseas: {
    title: msg`Overseas marketing`,
    description: msg`Overseas joint operation and advertising, with ad statistics for every campaign.`,
  },
  personalCross: {
    title: msg`Customs-declaration system`,
  },
};
