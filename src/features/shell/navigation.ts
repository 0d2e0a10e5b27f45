import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ServiceCategory } from '@/api/gen/model';

/** Static labels are messages; labels from the API (category and market names) are text. */
export type Label = MessageDescriptor | string;

export interface NavLinkEntry {
  name: Label;
  /** Site path without the language prefix. */
  url: string;
  /** Optional badge next to the name. */
  tag?: Label | null;
}

export interface NavGroup {
  title: Label;
  list: NavLinkEntry[];
}

/** A top-navigation entry (spec section 3, navigation item). */
export interface NavItem {
  index: number;
  name: MessageDescriptor;
  /** Null for the service market, which has no page of its own. */
  url: string | null;
  tag?: MessageDescriptor;
  type?: 'service';
  groups: NavGroup[];
  /** The service-provider settle-in link at the foot of the service menu. */
  settle?: NavLinkEntry;
}

/** The link of a service-market entry (spec section 2.5): category, market, position in category. */
export function serviceMarketUrl(categoryId: number, marketId: number, index: number): string {
  return `/service?cid=${categoryId}&mid=${marketId}&index=${index}`;
}

/** One dropdown group per category, titled with its name; a missing list counts as empty. */
export function serviceGroups(
  categories: readonly ServiceCategory[] | null | undefined,
): NavGroup[] {
  return (categories ?? []).map((category) => ({
    title: category.name,
    list: (category.markets ?? []).map((market, index) => ({
      name: market.name,
      url: serviceMarketUrl(category.id, market.id, index),
      tag: market.tag,
    })),
  }));
}

/**
 * The nine top-navigation entries of spec section 2.5, in order. The service market's groups come
 * from the categories; without them (the call failed, spec section 8) it has no groups.
 */
export function buildNavigation(
  categories: readonly ServiceCategory[] | null | undefined,
): NavItem[] {
  return [
    {
      index: 1,
      name: msg`Platforms`,
      url: '/platform',
      groups: [
        {
          title: msg`Platform settlement`,
          list: [
            { name: msg`Platform directory`, url: '/platform' },
            { name: msg`Apply to open a store`, url: '/platform/apply' },
          ],
        },
      ],
    },
    { index: 2, name: msg`Independent sites`, url: '/station', groups: [] },
    {
      index: 3,
      name: msg`Logistics`,
      url: '/logistics',
      groups: [
        {
          title: msg`Cross-border logistics`,
          list: [
            { name: msg`Logistics services`, url: '/logistics/service/list' },
            { name: msg`Overseas warehouses`, url: '/logistics/abroad/list' },
            { name: msg`Shipment tracking`, url: '/logistics/query' },
            { name: msg`Send a parcel online`, url: '/logistics/service/submit' },
          ],
        },
      ],
    },
    {
      index: 4,
      name: msg`Service market`,
      url: null,
      tag: msg({
        message: 'Hiring',
        comment: "The service market's 'hot recruitment' badge (热招)",
      }),
      type: 'service',
      groups: serviceGroups(categories),
      settle: { name: msg`Service providers: settle in`, url: '/service/settle' },
    },
    { index: 5, name: msg`Customs clearance`, url: '/cross', groups: [] },
    { index: 6, name: msg`Overseas marketing`, url: '/overseas', groups: [] },
    { index: 7, name: msg`Finance`, url: '/finance', groups: [] },
    {
      index: 8,
      name: msg`College`,
      url: '/college',
      groups: [
        {
          title: msg`Cross-border college`,
          list: [
            { name: msg`College home`, url: '/college' },
            { name: msg`All courses`, url: '/college/course/list' },
          ],
        },
      ],
    },
    { index: 9, name: msg`Industrial park`, url: '/park', groups: [] },
  ];
}
