/** The college's two-level category tree, stored flat: top-level rows have `parentId` null. */
import { l10n, type L10n } from '../../lib/l10n';
import { defineCollection } from '../store';

export interface CourseCategoryRow {
  id: number;
  name: L10n;
  parentId: number | null;
  sort: number;
}

export const COURSE_CATEGORY_IDS = {
  PLATFORM_OPS: 201,
  AMAZON_OPS: 211,
  SEA_OPS: 212,
  EBAY_ALIEXPRESS: 213,
  OTHER_PLATFORMS: 214,
  MARKETING: 202,
  MARKETPLACE_ADS: 221,
  SOCIAL_MEDIA: 222,
  INDEPENDENT_SITE: 223,
  LOGISTICS: 203,
  FREIGHT_FBA: 231,
  OVERSEAS_WAREHOUSE: 232,
  SOURCING: 233,
  COMPLIANCE: 204,
  VAT_TAX: 241,
  IP: 242,
  ACCOUNT_HEALTH: 243,
} as const;

const C = COURSE_CATEGORY_IDS;

const CATEGORIES: CourseCategoryRow[] = [
  {
    id: C.PLATFORM_OPS,
    parentId: null,
    sort: 1,
    name: l10n('平台运营', '平台營運', 'Marketplace operations', 'Operação em marketplaces'),
  },
  {
    id: C.AMAZON_OPS,
    parentId: C.PLATFORM_OPS,
    sort: 1,
    name: l10n('亚马逊运营', '亞馬遜營運', 'Amazon operations', 'Operação na Amazon'),
  },
  {
    id: C.SEA_OPS,
    parentId: C.PLATFORM_OPS,
    sort: 2,
    name: l10n(
      '东南亚平台运营',
      '東南亞平台營運',
      'Southeast Asian marketplaces',
      'Marketplaces do Sudeste Asiático',
    ),
  },
  {
    id: C.EBAY_ALIEXPRESS,
    parentId: C.PLATFORM_OPS,
    sort: 3,
    name: l10n('eBay 与速卖通', 'eBay 與速賣通', 'eBay and AliExpress', 'eBay e AliExpress'),
  },
  {
    id: C.OTHER_PLATFORMS,
    parentId: C.PLATFORM_OPS,
    sort: 4,
    name: l10n('Wish 与 Newegg', 'Wish 與 Newegg', 'Wish and Newegg', 'Wish e Newegg'),
  },
  {
    id: C.MARKETING,
    parentId: null,
    sort: 2,
    name: l10n('营销推广', '營銷推廣', 'Marketing', 'Marketing'),
  },
  {
    id: C.MARKETPLACE_ADS,
    parentId: C.MARKETING,
    sort: 1,
    name: l10n('站内广告', '站內廣告', 'Marketplace advertising', 'Publicidade nos marketplaces'),
  },
  {
    id: C.SOCIAL_MEDIA,
    parentId: C.MARKETING,
    sort: 2,
    name: l10n(
      '社交媒体营销',
      '社交媒體營銷',
      'Social media marketing',
      'Marketing nas redes sociais',
    ),
  },
  {
    id: C.INDEPENDENT_SITE,
    parentId: C.MARKETING,
    sort: 3,
    name: l10n('独立站运营', '獨立站營運', 'Independent online stores', 'Lojas online próprias'),
  },
  {
    id: C.LOGISTICS,
    parentId: null,
    sort: 3,
    name: l10n(
      '物流与供应链',
      '物流與供應鏈',
      'Logistics and supply chain',
      'Logística e cadeia de abastecimento',
    ),
  },
  {
    id: C.FREIGHT_FBA,
    parentId: C.LOGISTICS,
    sort: 1,
    name: l10n(
      '头程与平台仓物流',
      '頭程與平台倉物流',
      'Freight and marketplace fulfilment',
      'Transporte e logística dos marketplaces',
    ),
  },
  {
    id: C.OVERSEAS_WAREHOUSE,
    parentId: C.LOGISTICS,
    sort: 2,
    name: l10n('海外仓', '海外倉', 'Overseas warehouses', 'Armazéns no estrangeiro'),
  },
  {
    id: C.SOURCING,
    parentId: C.LOGISTICS,
    sort: 3,
    name: l10n(
      '选品与采购',
      '選品與採購',
      'Product research and sourcing',
      'Seleção de produtos e compras',
    ),
  },
  {
    id: C.COMPLIANCE,
    parentId: null,
    sort: 4,
    name: l10n('合规与财税', '合規與財稅', 'Compliance and tax', 'Conformidade e fiscalidade'),
  },
  {
    id: C.VAT_TAX,
    parentId: C.COMPLIANCE,
    sort: 1,
    name: l10n('VAT 与税务', 'VAT 與稅務', 'VAT and tax', 'IVA e impostos'),
  },
  {
    id: C.IP,
    parentId: C.COMPLIANCE,
    sort: 2,
    name: l10n('知识产权', '知識產權', 'Intellectual property', 'Propriedade intelectual'),
  },
  {
    id: C.ACCOUNT_HEALTH,
    parentId: C.COMPLIANCE,
    sort: 3,
    name: l10n(
      '账号安全与合规',
      '帳戶安全與合規',
      'Account health and compliance',
      'Saúde da conta e conformidade',
    ),
  },
];

export const courseCategories = defineCollection<CourseCategoryRow>('courseCategories', () =>
  structuredClone(CATEGORIES),
);
