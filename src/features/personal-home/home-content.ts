import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export interface HomeLink {
  href: string;
  name: MessageDescriptor;
  description?: MessageDescriptor;
  external?: boolean;
}

/** The eight service promo cards (spec section 2.8). */
export const SERVICES: HomeLink[] = [
  {
    href: '/platform',
    name: msg`Platform settlement`,
    description: msg`Open a store on the major marketplaces, large or ordinary customer channel.`,
  },
  {
    href: '/logistics',
    name: msg`Cross-border logistics`,
    description: msg`Shipping lines, overseas warehouses, tracking and online parcel orders.`,
  },
  {
    href: '/station',
    name: msg`Independent site`,
    description: msg`Build and run your own brand website.`,
  },
  {
    href: '/overseas',
    name: msg`Overseas marketing`,
    description: msg`Joint operation and advertising, with delivery statistics.`,
  },
  {
    href: '/cross',
    name: msg`Customs clearance`,
    description: msg`Customs declaration system for multiple enterprises and accounts.`,
  },
  {
    href: '/finance',
    name: msg`Supply-chain finance`,
    description: msg`Financing from USD 1 million, cost from 2%.`,
  },
  {
    href: '/college',
    name: msg`Cross-border college`,
    description: msg`Courses from practitioners, from basics to advanced.`,
  },
  {
    href: '/park',
    name: msg`Industrial park`,
    description: msg`Office space for cross-border teams.`,
  },
];

/** The ten tools (spec section 1): seven run on this site, three open other sites. */
export const TOOL_LINKS: HomeLink[] = [
  { href: '/tools/fba-calculator', name: msg`FBA fee calculator` },
  { href: '/tools/unit-converter', name: msg`Unit converter` },
  {
    href: 'https://www.junglescout.com/sales-estimator/',
    name: msg`Sales estimate`,
    external: true,
  },
  { href: 'https://keepa.com/', name: msg`Price history`, external: true },
  { href: '/tools/interest', name: msg`Interest and financing cost` },
  { href: '/tools/working-hours', name: msg`Working hours by country` },
  { href: '/tools/tracking-check', name: msg`Tracking number check` },
  { href: '/tools/address', name: msg`Address formatter` },
  { href: 'https://www.amazon.com/gp/bestsellers/', name: msg`Sales rank lookup`, external: true },
  { href: '/tools/email-templates', name: msg`E-mail templates` },
];

/** The seven platforms of spec section 2.8, by their ids in the platform directory. */
export const PLATFORMS: { id: number; name: MessageDescriptor; brand: string }[] = [
  { id: 101, brand: 'Amazon', name: msg`Amazon` },
  { id: 102, brand: 'Wish', name: msg`Wish` },
  { id: 103, brand: 'eBay', name: msg`eBay` },
  { id: 104, brand: 'AliExpress', name: msg`AliExpress` },
  { id: 105, brand: 'Newegg', name: msg`Newegg` },
  { id: 106, brand: 'Lazada', name: msg`Lazada` },
  { id: 107, brand: 'Shopee', name: msg`Shopee` },
];

/** The merchant categories (about forty, spec section 2.8). */
export const CATEGORIES: MessageDescriptor[] = [
  msg`Clothing`,
  msg`Shoes`,
  msg`Bags and luggage`,
  msg`Jewellery`,
  msg`Watches`,
  msg`Beauty`,
  msg`Personal care`,
  msg`Health`,
  msg`Baby`,
  msg`Toys and games`,
  msg`Sports and outdoors`,
  msg`Home and kitchen`,
  msg`Furniture`,
  msg`Home improvement`,
  msg`Garden`,
  msg`Pet supplies`,
  msg`Consumer electronics`,
  msg`Mobile phones and accessories`,
  msg`Computers`,
  msg`Cameras`,
  msg`Audio`,
  msg`Video games`,
  msg`Smart home`,
  msg`Office products`,
  msg`Books`,
  msg`Musical instruments`,
  msg`Automotive`,
  msg`Motorcycle parts`,
  msg`Industrial and scientific`,
  msg`Tools`,
  msg`Lighting`,
  msg`Arts and crafts`,
  msg`Party supplies`,
  msg`Grocery`,
  msg`Handmade`,
  msg`Medical supplies`,
  msg`Costumes`,
  msg`Wedding`,
  msg`Textiles`,
  msg`Packaging`,
];
