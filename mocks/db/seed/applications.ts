/**
 * Store-opening applications (applyForStore) and service-provider applications (applyAsProvider),
 * with their review state. A new application is UNDER_REVIEW; reviews happen outside the portal.
 */
import type { ProviderApplicationInput, StoreApplicationInput } from '../../../src/api/gen/model';
import { l10n, type L10n } from '../../lib/l10n';
import { defineCollection } from '../store';
import { DEMO_LICENSE_URL, uploadUrl } from '../uploads';
import { DEMO_USER_ID, SECOND_USER_ID } from '../users';
import { PLATFORM_IDS } from './platforms';

export type ApplicationStatus = 'UNDER_REVIEW' | 'APPROVED' | 'REJECTED';

export interface StoreApplicationRow extends Omit<StoreApplicationInput, 'languageType'> {
  id: number;
  userId: number;
  status: ApplicationStatus;
  /** Why a REJECTED application was refused (listMyStoreApplications); absent otherwise. */
  rejectReason?: L10n | null;
  reviewDays: number;
  submitTime: string;
}

export interface ProviderApplicationRow extends Omit<ProviderApplicationInput, 'languageType'> {
  id: number;
  userId: number;
  status: ApplicationStatus;
  /** Why a REJECTED application was refused (listMyProviderApplications); absent otherwise. */
  rejectReason?: L10n | null;
  submitTime: string;
}

const DEMO_COMPANY = {
  companyName: '深圳市跨越贸易有限公司',
  companyNature: 'PRIVATE',
  legalPersonName: '李明',
  licenseImage: DEMO_LICENSE_URL,
  contactName: '王芳',
  contactPhone: '13723456789',
  wechatId: 'wangfang_kj2026',
  contactEmail: 'wangfang@kuayue-trade.com',
  companyAddress: '广东省深圳市南山区粤海街道科技南十二路 18 号 2 栋 1203',
};

export const storeApplications = defineCollection<StoreApplicationRow>(
  'storeApplications',
  (seed) => [
    {
      id: 1,
      userId: DEMO_USER_ID,
      platformId: PLATFORM_IDS.AMAZON,
      channel: 'LARGE_CUSTOMER',
      ...DEMO_COMPANY,
      shippingMethod: 'FBA',
      region: '440300',
      annualSales: '10M_50M',
      productCategories: ['HOME_GARDEN', 'TOOLS'],
      overseasSiteStatus: 'NONE',
      targetSite: '美国站',
      fbaCountries: ['US', 'CA'],
      vatCountries: [],
      hasCertificate: true,
      teamSize: '21_50',
      foreignTradeExperience: true,
      otherEcommerceExperience: false,
      overseasTrademark: true,
      brandNature: 'OWN_BRAND',
      vatInvoiceAbility: true,
      incubationTraining: false,
      productImages: [],
      status: 'APPROVED',
      reviewDays: 10,
      submitTime: seed.daysAgo(410.5),
    },
    {
      id: 2,
      userId: SECOND_USER_ID,
      platformId: PLATFORM_IDS.ALIEXPRESS,
      channel: 'ORDINARY_CUSTOMER',
      companyName: '杭州云织服饰有限公司',
      companyNature: null,
      legalPersonName: '李华',
      licenseImage: uploadUrl('LICENSE', 901, 'yunzhi-licence.jpg'),
      contactName: '李华',
      contactPhone: '13987654321',
      wechatId: 'lihua_yunzhi',
      contactEmail: 'hua.li@hzyuntrade.cn',
      companyAddress: '浙江省杭州市西湖区文三路 90 号东部软件园 3 号楼 605',
      productCategories: ['APPAREL'],
      fbaCountries: [],
      vatCountries: [],
      productImages: [],
      status: 'UNDER_REVIEW',
      reviewDays: 5,
      submitTime: seed.daysAgo(2.2),
    },
    {
      id: 3,
      userId: DEMO_USER_ID,
      platformId: PLATFORM_IDS.EBAY,
      channel: 'ORDINARY_CUSTOMER',
      ...DEMO_COMPANY,
      productCategories: ['HOME_GARDEN'],
      fbaCountries: [],
      vatCountries: ['GB', 'DE'],
      productImages: [],
      status: 'REJECTED',
      rejectReason: l10n(
        '营业执照扫描件不清晰，无法核对统一社会信用代码，请重新上传清晰的扫描件后再次申请',
        '營業執照掃描檔不清晰，無法核對統一社會信用代碼，請重新上載清晰的掃描檔後再次申請',
        'The business licence scan is not legible, so the credit code could not be checked; please upload a clear scan and apply again',
        'A digitalização da licença comercial não está legível e não foi possível verificar o código de crédito; carregue uma digitalização nítida e candidate-se novamente',
      ),
      reviewDays: 5,
      submitTime: seed.daysAgo(30.3),
    },
  ],
);

export const providerApplications = defineCollection<ProviderApplicationRow>(
  'providerApplications',
  (seed) => [
    {
      id: 1,
      userId: SECOND_USER_ID,
      name: '李华',
      companyName: '杭州云织服饰有限公司',
      companyAddress: '浙江省杭州市西湖区文三路 90 号东部软件园 3 号楼 605',
      position: '总经理',
      introFile: uploadUrl('PROVIDER_INTRO', 902, 'yunzhi-intro.pdf'),
      services: [2015],
      contactPhone: '13987654321',
      contactEmail: 'hua.li@hzyuntrade.cn',
      agreed: true,
      status: 'UNDER_REVIEW',
      submitTime: seed.daysAgo(1.4),
    },
    {
      id: 2,
      userId: DEMO_USER_ID,
      name: '王芳',
      companyName: DEMO_COMPANY.companyName,
      companyAddress: DEMO_COMPANY.companyAddress,
      position: '运营总监',
      introFile: uploadUrl('PROVIDER_INTRO', 903, 'kuayue-intro.pdf'),
      services: [2001],
      contactPhone: DEMO_COMPANY.contactPhone,
      contactEmail: DEMO_COMPANY.contactEmail,
      agreed: true,
      status: 'REJECTED',
      rejectReason: l10n(
        '公司介绍文件未说明可提供的服务范围，请补充后重新申请',
        '公司介紹文件未說明可提供的服務範圍，請補充後重新申請',
        'The company introduction does not describe the services you offer; please add them and apply again',
        'A apresentação da empresa não descreve os serviços que oferece; acrescente-os e candidate-se novamente',
      ),
      submitTime: seed.daysAgo(60.6),
    },
  ],
);
