/*
 * The store-opening application's values (spec section 3) and its five steps, without the rules:
 * the page reads them before the form (and zod) load.
 */

/** A yes/no question not answered yet is ''. */
export type YesNo = '' | 'yes' | 'no';
export type SiteStatusChoice = '' | 'NONE' | 'OPERATING';

export interface CompanyValues {
  companyName: string;
  companyNature: string | null;
  legalPersonName: string;
  licenseImage: string | null;
  region: string | null;
  companyAddress: string;
}

export interface ContactValues {
  contactName: string;
  contactPhone: string;
  wechatId: string;
  contactEmail: string;
}

export interface OperationsValues {
  shippingMethod: string | null;
  annualSales: string | null;
  productCategories: string[];
  overseasSiteStatus: SiteStatusChoice;
  targetSite: string | null;
  fbaCountries: string[];
  vatCountries: string[];
  teamSize: string | null;
  foreignTradeExperience: YesNo;
  otherEcommerceExperience: YesNo;
  vatInvoiceAbility: YesNo;
  incubationTraining: YesNo;
}

export interface BrandValues {
  brandNature: string | null;
  overseasTrademark: YesNo;
  hasCertificate: YesNo;
  productImages: string[];
}

export type ApplyValues = CompanyValues & ContactValues & OperationsValues & BrandValues;

export const EMPTY_APPLICATION: ApplyValues = {
  companyName: '',
  companyNature: null,
  legalPersonName: '',
  licenseImage: null,
  region: null,
  companyAddress: '',
  contactName: '',
  contactPhone: '',
  wechatId: '',
  contactEmail: '',
  shippingMethod: null,
  annualSales: null,
  productCategories: [],
  overseasSiteStatus: '',
  targetSite: null,
  fbaCountries: [],
  vatCountries: [],
  teamSize: null,
  foreignTradeExperience: '',
  otherEcommerceExperience: '',
  vatInvoiceAbility: '',
  incubationTraining: '',
  brandNature: null,
  overseasTrademark: '',
  hasCertificate: '',
  productImages: [],
};

export const STEPS = ['company', 'contact', 'operations', 'brand', 'review'] as const;
export type Step = (typeof STEPS)[number];

/** The fields of each step, in the order the form shows them. */
export const STEP_FIELDS = {
  company: [
    'companyName',
    'companyNature',
    'legalPersonName',
    'licenseImage',
    'region',
    'companyAddress',
  ],
  contact: ['contactName', 'contactPhone', 'wechatId', 'contactEmail'],
  operations: [
    'shippingMethod',
    'annualSales',
    'productCategories',
    'overseasSiteStatus',
    'targetSite',
    'fbaCountries',
    'vatCountries',
    'teamSize',
    'foreignTradeExperience',
    'otherEcommerceExperience',
    'vatInvoiceAbility',
    'incubationTraining',
  ],
  brand: ['brandNature', 'overseasTrademark', 'hasCertificate', 'productImages'],
} as const satisfies Record<Exclude<Step, 'review'>, readonly (keyof ApplyValues)[]>;
