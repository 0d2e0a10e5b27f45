/**
 * platforms: the sales-platform directory, a platform's page with its news and courses, and the
 * store-opening application (saved with its review state; one under review per platform).
 */
import type {
  ApplyForStore200,
  GetPlatform200,
  LanguageType,
  ListFeaturedPlatforms200,
  ListPlatformCategories200,
  ListMyStoreApplications200,
  ListPlatformCourses200,
  ListPlatformNews200,
  Platform,
  PlatformDetail,
  StoreApplicationChannel,
  StoreApplicationInput,
  StoreApplicationSiteStatus,
} from '../../src/api/gen/model';
import { clock, formatDateTime } from '../lib/clock';
import {
  check,
  checkMaxLength,
  fail,
  isEmail,
  isMobilePhone,
  op,
  page,
  requireFields,
  requireUser,
  type Ctx,
} from '../lib/http';
import { LABEL } from '../lib/labels';
import { l10n, pick, type L10n } from '../lib/l10n';
import { invalidMessage } from '../lib/messages';
import { isDictValue } from '../db/dictionaries';
import { isUploadedUrl } from '../db/uploads';
import { onUserDeleted } from '../db/users';
import { storeApplications } from '../db/seed/applications';
import { courses } from '../db/seed/courses';
import {
  CHANNEL_NAMES,
  platformCategories,
  platforms,
  type PlatformRow,
} from '../db/seed/platforms';
import { toCourseSummary } from './courses';
import { listNewsRows, toNewsSummary } from './news';

const PLATFORM_MSG = {
  platformMissing: l10n(
    '平台不存在或已下线',
    '平台不存在或已下線',
    'The platform does not exist or is no longer listed',
    'A plataforma não existe ou já não está listada',
  ),
  applyClosed: l10n(
    '该平台暂不接受开店申请',
    '該平台暫不接受開店申請',
    'This platform is not accepting store applications at the moment',
    'Esta plataforma não está a aceitar candidaturas de lojas neste momento',
  ),
  channelNotOffered: l10n(
    '该平台不提供所选通道',
    '該平台不提供所選通道',
    'This platform does not offer the chosen channel',
    'Esta plataforma não oferece o canal escolhido',
  ),
  underReview: l10n(
    '您在该平台已有审核中的开店申请，请等待审核结果',
    '您在該平台已有審核中的開店申請，請等待審核結果',
    'You already have an application for this platform under review; please wait for the result',
    'Já tem uma candidatura para esta plataforma em análise; aguarde o resultado',
  ),
  licenseMissing: l10n(
    '请上传营业执照扫描件',
    '請上載營業執照掃描檔',
    'Please upload the business licence scan',
    'Carregue a digitalização da licença comercial',
  ),
  licenseNotUploaded: l10n(
    '营业执照须通过上传获得（jpg 或 png，不超过 2 MB）',
    '營業執照須經上載取得（jpg 或 png，不超過 2 MB）',
    'The business licence must be an uploaded file (jpg or png, at most 2 MB)',
    'A licença comercial tem de ser um ficheiro carregado (jpg ou png, no máximo 2 MB)',
  ),
  tooManyImages: l10n(
    '商品图片最多 9 张',
    '商品圖片最多 9 張',
    'At most 9 product images',
    'No máximo 9 imagens de produtos',
  ),
  imageNotUploaded: l10n(
    '商品图片须通过上传获得',
    '商品圖片須經上載取得',
    'Product images must be uploaded files',
    'As imagens dos produtos têm de ser ficheiros carregados',
  ),
};

const FIELD = {
  platformId: l10n('平台', '平台', 'Platform', 'Plataforma'),
  channel: l10n('开店通道', '開店通道', 'Channel', 'Canal'),
  companyName: LABEL.companyName,
  companyNature: l10n('公司性质', '公司性質', 'Company type', 'Natureza da empresa'),
  legalPersonName: l10n('法人姓名', '法人姓名', 'Legal representative', 'Representante legal'),
  contactName: l10n('联系人', '聯絡人', 'Contact name', 'Nome do contacto'),
  contactPhone: l10n('联系电话', '聯絡電話', 'Contact phone', 'Telemóvel do contacto'),
  wechatId: l10n('微信号', '微信號', 'WeChat ID', 'ID WeChat'),
  contactEmail: l10n('联系邮箱', '聯絡電郵', 'Contact e-mail', 'E-mail do contacto'),
  companyAddress: l10n('公司地址', '公司地址', 'Company address', 'Morada da empresa'),
  shippingMethod: l10n('发货方式', '發貨方式', 'Shipping method', 'Método de envio'),
  region: LABEL.region,
  annualSales: l10n('年销售额', '年銷售額', 'Annual sales', 'Vendas anuais'),
  productCategories: l10n('经营类目', '經營類目', 'Product categories', 'Categorias de produtos'),
  overseasSiteStatus: l10n(
    '海外站点情况',
    '海外站點情況',
    'Overseas site status',
    'Situação no estrangeiro',
  ),
  targetSite: l10n('目标站点', '目標站點', 'Target site', 'Site pretendido'),
  fbaCountries: l10n('计划 FBA 国家', '計劃 FBA 國家', 'FBA countries', 'Países FBA'),
  vatCountries: l10n('计划 VAT 国家', '計劃 VAT 國家', 'VAT countries', 'Países de IVA'),
  teamSize: l10n('跨境团队规模', '跨境團隊規模', 'Team size', 'Dimensão da equipa'),
  brandNature: l10n('品牌性质', '品牌性質', 'Brand type', 'Natureza da marca'),
};

const CHANNELS: readonly StoreApplicationChannel[] = ['LARGE_CUSTOMER', 'ORDINARY_CUSTOMER'];
const SITE_STATUSES: readonly StoreApplicationSiteStatus[] = ['NONE', 'OPERATING'];
const MAX_PRODUCT_IMAGES = 9;

onUserDeleted((userId) => {
  storeApplications.removeWhere((row) => row.userId === userId);
});

function findPlatform(id: number | undefined): Readonly<PlatformRow> {
  const platform = id === undefined ? undefined : platforms.get(id);
  if (!platform) fail(PLATFORM_MSG.platformMissing, 404);
  return platform;
}

function toPlatform(row: Readonly<PlatformRow>, lang: LanguageType): Platform {
  return {
    id: row.id,
    name: pick(row.name, lang),
    logo: row.logo,
    categoryId: row.categoryId,
    region: pick(row.region, lang),
    sites: row.sites.map((site) => pick(site, lang)),
    summary: pick(row.summary, lang),
    tags: row.tags.map((tag) => pick(tag, lang)),
    applyOpen: row.applyOpen,
  };
}

function toDetail(row: Readonly<PlatformRow>, lang: LanguageType): PlatformDetail {
  return {
    ...toPlatform(row, lang),
    banner: row.banner,
    officialUrl: row.officialUrl,
    introduction: pick(row.introduction, lang),
    storeGuide: pick(row.storeGuide, lang),
    advantages: row.advantages.map((text) => pick(text, lang)),
    fees: row.fees.map((fee) => ({
      name: pick(fee.name, lang),
      amount: pick(fee.amount, lang),
      remark: fee.remark ? pick(fee.remark, lang) : null,
    })),
    requirements: row.requirements.map((text) => pick(text, lang)),
    channels: row.channels.map((channel) => ({
      channel: channel.channel,
      name: pick(CHANNEL_NAMES[channel.channel], lang),
      reviewDays: channel.reviewDays,
      description: pick(channel.description, lang),
    })),
  };
}

/** An optional dictionary-coded field: absent, null or a value of the dictionary. */
function dictField(
  body: Partial<StoreApplicationInput>,
  name: 'companyNature' | 'shippingMethod' | 'region' | 'annualSales' | 'teamSize' | 'brandNature',
  code: Parameters<typeof isDictValue>[0],
): string | null {
  const value = body[name];
  if (value === undefined || value === null || value === '') return null;
  check(typeof value === 'string' && isDictValue(code, value), invalidMessage(FIELD[name]), 400);
  return value;
}

function countryList(value: unknown, label: L10n): string[] {
  if (value === undefined || value === null) return [];
  check(Array.isArray(value), invalidMessage(label), 400);
  const codes = value.map((item) => (typeof item === 'string' ? item.trim().toUpperCase() : ''));
  check(
    codes.every((code) => /^[A-Z]{2}$/.test(code)),
    invalidMessage(label),
    400,
  );
  return [...new Set(codes)];
}

function optionalBoolean(value: unknown): boolean | null {
  return typeof value === 'boolean' ? value : null;
}

function applyForStore(ctx: Ctx) {
  const user = requireUser(ctx);
  const body = ctx.json<StoreApplicationInput>();
  requireFields(ctx, { platformId: FIELD.platformId, channel: FIELD.channel });
  const platform = findPlatform(ctx.int('platformId'));
  check(platform.applyOpen, PLATFORM_MSG.applyClosed);
  const channel = CHANNELS.find((known) => known === body.channel);
  if (!channel) fail(invalidMessage(FIELD.channel), 400);
  const offered = platform.channels.find((row) => row.channel === channel);
  if (!offered) fail(PLATFORM_MSG.channelNotOffered, 400);
  requireFields(ctx, {
    companyName: FIELD.companyName,
    legalPersonName: FIELD.legalPersonName,
    contactName: FIELD.contactName,
    contactPhone: FIELD.contactPhone,
    wechatId: FIELD.wechatId,
    contactEmail: FIELD.contactEmail,
    companyAddress: FIELD.companyAddress,
  });
  const text = (name: keyof typeof FIELD, max: number) => {
    const value = (ctx.str(name) ?? '').trim();
    checkMaxLength(value, max, FIELD[name]);
    return value;
  };
  const companyName = text('companyName', 100);
  const legalPersonName = text('legalPersonName', 50);
  const contactName = text('contactName', 50);
  const wechatId = text('wechatId', 50);
  const companyAddress = text('companyAddress', 200);
  const licenseImage = (ctx.str('licenseImage') ?? '').trim();
  check(licenseImage !== '', PLATFORM_MSG.licenseMissing, 400);
  check(isUploadedUrl(licenseImage, user.id), PLATFORM_MSG.licenseNotUploaded, 400);
  const contactPhone = ctx.str('contactPhone')?.trim();
  check(isMobilePhone(contactPhone), invalidMessage(FIELD.contactPhone), 400);
  const contactEmail = ctx.str('contactEmail')?.trim();
  check(isEmail(contactEmail), invalidMessage(FIELD.contactEmail), 400);

  const productCategories = ctx.list('productCategories');
  check(
    productCategories.every((value) => isDictValue('MAIN_CATEGORY', value)),
    invalidMessage(FIELD.productCategories),
    400,
  );
  const siteStatus = body.overseasSiteStatus ?? null;
  check(
    siteStatus === null || SITE_STATUSES.includes(siteStatus),
    invalidMessage(FIELD.overseasSiteStatus),
    400,
  );
  const targetSite = body.targetSite?.trim() || null;
  checkMaxLength(targetSite, 50, FIELD.targetSite);
  const productImages = ctx.list('productImages');
  check(productImages.length <= MAX_PRODUCT_IMAGES, PLATFORM_MSG.tooManyImages, 400);
  check(
    productImages.every((url) => isUploadedUrl(url, user.id)),
    PLATFORM_MSG.imageNotUploaded,
    400,
  );

  const pending = storeApplications.find(
    (row) =>
      row.userId === user.id && row.platformId === platform.id && row.status === 'UNDER_REVIEW',
  );
  check(!pending, PLATFORM_MSG.underReview, 409);

  const row = storeApplications.insert({
    userId: user.id,
    platformId: platform.id,
    channel,
    companyName,
    companyNature: dictField(body, 'companyNature', 'COMPANY_NATURE'),
    legalPersonName,
    licenseImage,
    contactName,
    contactPhone,
    wechatId,
    contactEmail,
    shippingMethod: dictField(body, 'shippingMethod', 'SHIPPING_METHOD'),
    region: dictField(body, 'region', 'REGION'),
    companyAddress,
    annualSales: dictField(body, 'annualSales', 'ANNUAL_SALES'),
    productCategories: [...new Set(productCategories)],
    overseasSiteStatus: siteStatus,
    targetSite,
    fbaCountries: countryList(body.fbaCountries, FIELD.fbaCountries),
    vatCountries: countryList(body.vatCountries, FIELD.vatCountries),
    hasCertificate: optionalBoolean(body.hasCertificate),
    teamSize: dictField(body, 'teamSize', 'TEAM_SIZE'),
    foreignTradeExperience: optionalBoolean(body.foreignTradeExperience),
    otherEcommerceExperience: optionalBoolean(body.otherEcommerceExperience),
    overseasTrademark: optionalBoolean(body.overseasTrademark),
    brandNature: dictField(body, 'brandNature', 'BRAND_NATURE'),
    vatInvoiceAbility: optionalBoolean(body.vatInvoiceAbility),
    incubationTraining: optionalBoolean(body.incubationTraining),
    productImages,
    status: 'UNDER_REVIEW',
    reviewDays: offered.reviewDays,
    submitTime: formatDateTime(clock.nowMs()),
  });
  return {
    id: row.id,
    channel: row.channel,
    reviewDays: row.reviewDays,
    submitTime: row.submitTime,
  };
}

export const handlers = [
  op<ListFeaturedPlatforms200>('get', '/index/crossPlatform', (ctx) =>
    platforms
      .filter((row) => row.featuredOrder !== null)
      .sort((a, b) => (a.featuredOrder ?? 0) - (b.featuredOrder ?? 0))
      .slice(0, 12)
      .map((row) => toPlatform(row, ctx.lang)),
  ),

  op<ListPlatformCategories200>('get', '/crossPlatform/category', (ctx) =>
    platformCategories.all().map((category) => ({
      id: category.id,
      name: pick(category.name, ctx.lang),
      platforms: platforms
        .filter((row) => row.categoryId === category.id)
        .sort((a, b) => (a.featuredOrder ?? 99) - (b.featuredOrder ?? 99))
        .map((row) => toPlatform(row, ctx.lang)),
    })),
  ),

  op<GetPlatform200>('get', '/crossPlatform/info/{id}', (ctx) =>
    toDetail(findPlatform(ctx.id()), ctx.lang),
  ),

  op<ListPlatformNews200>('get', '/crossPlatform/news', (ctx) => {
    requireFields(ctx, { platformId: FIELD.platformId });
    const platform = findPlatform(ctx.int('platformId'));
    return page(
      listNewsRows(ctx, platform.id).map((row) => toNewsSummary(row, ctx.lang)),
      ctx,
    );
  }),

  op<ListPlatformCourses200>('get', '/crossPlatform/course', (ctx) => {
    requireFields(ctx, { platformId: FIELD.platformId });
    const platform = findPlatform(ctx.int('platformId'));
    const rows = courses
      .filter((course) => course.platformId === platform.id)
      .sort((a, b) => b.createTime.localeCompare(a.createTime));
    return page(
      rows.map((course) => toCourseSummary(course, ctx.lang)),
      ctx,
    );
  }),

  op<ApplyForStore200>('post', '/crossPlatformApply/save', applyForStore),

  // Addition (issue 14): the user's store applications for the personal centre, newest first.
  op<ListMyStoreApplications200>('get', '/crossPlatformApply/list', (ctx) => {
    const user = requireUser(ctx);
    return storeApplications
      .filter((row) => row.userId === user.id)
      .sort((a, b) => b.submitTime.localeCompare(a.submitTime) || b.id - a.id)
      .flatMap((row) => {
        const platform = platforms.get(row.platformId);
        if (!platform) return [];
        return [
          {
            id: row.id,
            platformId: platform.id,
            platformName: pick(platform.name, ctx.lang),
            platformLogo: platform.logo,
            channel: row.channel,
            reviewDays: row.reviewDays,
            status: row.status,
            rejectReason:
              row.status === 'REJECTED' && row.rejectReason
                ? pick(row.rejectReason, ctx.lang)
                : null,
            submitTime: row.submitTime,
          },
        ];
      });
  }),
];
