import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { uploadFile } from '../../src/api/gen/files/files';
import type { StoreApplicationInput } from '../../src/api/gen/model';
import {
  applyForStore,
  getPlatform,
  listFeaturedPlatforms,
  listMyStoreApplications,
  listPlatformCategories,
  listPlatformCourses,
  listPlatformNews,
} from '../../src/api/gen/platforms/platforms';
import {
  GetPlatformResponse,
  ListMyStoreApplicationsResponse,
  ListPlatformCategoriesResponse,
} from '../../src/api/zod/platforms/platforms.zod';
import { DEMO_LICENSE_URL } from '../db/uploads';
import { storeApplications } from '../db/seed/applications';
import { LANGUAGES } from '../lib/l10n';
import { pngFile } from '../test/fixtures';
import { failure, SILENT, signIn, signInAsDemo, speak, useMockServer } from '../test/server';

const wire = (result: unknown) => ({ code: 200, msg: '', success: true, result });

/** Walks every record in four languages: allowed more time on a busy machine. */
const HEAVY = 30_000;

const application = (overrides: Partial<StoreApplicationInput> = {}): StoreApplicationInput => ({
  platformId: 107,
  channel: 'ORDINARY_CUSTOMER',
  companyName: '深圳市跨越贸易有限公司',
  legalPersonName: '李明',
  licenseImage: DEMO_LICENSE_URL,
  contactName: '王芳',
  contactPhone: '13723456789',
  wechatId: 'wangfang_kj2026',
  contactEmail: 'wangfang@kuayue-trade.com',
  companyAddress: '广东省深圳市南山区粤海街道科技南十二路 18 号 2 栋 1203',
  productCategories: ['HOME_GARDEN'],
  fbaCountries: ['SG', 'MY'],
  ...overrides,
});

describe('platforms handlers', () => {
  useMockServer();

  it(
    'lists the seven platforms of the spec in every language, within the contract',
    async () => {
      for (const lang of LANGUAGES) {
        speak(lang);
        const groups = await listPlatformCategories();
        ListPlatformCategoriesResponse.parse(wire(groups));
        const all = groups.flatMap((group) => group.platforms);
        expect(all).toHaveLength(7);
        for (const platform of all) {
          const detail = await getPlatform(platform.id);
          GetPlatformResponse.parse(wire(detail));
          expect(detail.channels.map((channel) => channel.channel).sort()).toEqual([
            'LARGE_CUSTOMER',
            'ORDINARY_CUSTOMER',
          ]);
          expect(detail.fees.length).toBeGreaterThan(0);
          expect(detail.requirements.length).toBeGreaterThan(2);
          expect(detail.storeGuide).toContain('<h3>');
        }
      }
      speak('en_US');
      const names = (await listPlatformCategories()).flatMap((group) =>
        group.platforms.map((platform) => platform.name),
      );
      expect(names.sort()).toEqual(
        ['AliExpress', 'Amazon', 'Lazada', 'Newegg', 'Shopee', 'Wish', 'eBay'].sort(),
      );
      expect((await listFeaturedPlatforms()).length).toBe(7);
    },
    HEAVY,
  );

  it('names the apply button in the store guide as the detail page labels it, in every language', async () => {
    for (const lang of LANGUAGES) {
      speak(lang);
      const locale = lang.replace('_', '-');
      const catalog = readFileSync(`locales/${locale}/platforms.po`, 'utf8');
      const label = /^msgid "Apply to open a store"\nmsgstr "(.+)"$/m.exec(catalog)?.[1];
      expect(label, `${locale}: the button's label`).toBeTruthy();
      const { storeGuide } = await getPlatform(101);
      // Quoted as each language quotes: “…” or 「…」.
      expect(storeGuide).toMatch(new RegExp(`[“「]${label}[”」]`));
    }
  });

  it('answers each platform’s news and courses', async () => {
    for (const platform of await listFeaturedPlatforms()) {
      const news = await listPlatformNews({ platformId: platform.id, pageSize: 100 });
      expect(news.total).toBeGreaterThan(0);
      expect(news.records.every((article) => article.platformId === platform.id)).toBe(true);
      const courses = await listPlatformCourses({ platformId: platform.id, pageSize: 100 });
      expect(courses.total).toBeGreaterThan(0);
    }
    speak('en_US');
    expect((await failure(listPlatformNews({ platformId: 999 }, SILENT))).message).toBe(
      'The platform does not exist or is no longer listed',
    );
  });

  it('saves a store application with the channel’s review time, once per platform under review', async () => {
    await signInAsDemo();
    const result = await applyForStore(application());
    expect(result).toMatchObject({ channel: 'ORDINARY_CUSTOMER', reviewDays: 5 });
    expect(storeApplications.get(result.id)).toMatchObject({
      userId: 1,
      platformId: 107,
      status: 'UNDER_REVIEW',
    });
    speak('en_US');
    expect(
      (await failure(applyForStore(application({ channel: 'LARGE_CUSTOMER' }), SILENT))).message,
    ).toBe(
      'You already have an application for this platform under review; please wait for the result',
    );
    expect(
      await applyForStore(application({ platformId: 106, channel: 'LARGE_CUSTOMER' })),
    ).toMatchObject({ reviewDays: 10 });
  });

  it('lists the user’s store applications newest first, with the reason of a rejection', async () => {
    speak('en_US');
    expect((await failure(listMyStoreApplications(undefined, SILENT))).kind).toBe('session');
    await signInAsDemo();
    const before = await listMyStoreApplications();
    ListMyStoreApplicationsResponse.parse(wire(before));
    expect(before.map((row) => [row.platformId, row.status])).toEqual([
      [103, 'REJECTED'],
      [101, 'APPROVED'],
    ]);
    expect(before[0]!.rejectReason).toMatch(/licence scan/);
    expect(before[1]!.rejectReason).toBeNull();
    const result = await applyForStore(application());
    const after = await listMyStoreApplications();
    expect(after[0]).toMatchObject({
      id: result.id,
      platformId: 107,
      channel: 'ORDINARY_CUSTOMER',
      reviewDays: 5,
      status: 'UNDER_REVIEW',
      rejectReason: null,
    });
    speak('zh_HK');
    expect((await listMyStoreApplications())[1]!.rejectReason).toMatch(/營業執照/);
    await signIn('lihua', 'lihua123');
    expect((await listMyStoreApplications()).map((row) => row.platformId)).toEqual([104]);
  });

  it('validates store applications with translated messages', async () => {
    await signInAsDemo();
    speak('en_US');
    const message = async (input: StoreApplicationInput) =>
      (await failure(applyForStore(input, SILENT))).message;
    expect(await message(application({ platformId: 102 }))).toBe(
      'This platform is not accepting store applications at the moment',
    );
    expect(await message(application({ companyName: ' ' }))).toBe('Company name is required');
    expect(await message(application({ wechatId: '' }))).toBe('WeChat ID is required');
    expect(await message(application({ licenseImage: '' }))).toBe(
      'Please upload the business licence scan',
    );
    expect(await message(application({ contactPhone: '123' }))).toBe('Contact phone is invalid');
    expect(await message(application({ contactEmail: 'nope' }))).toBe('Contact e-mail is invalid');
    expect(await message(application({ annualSales: 'LOTS' }))).toBe('Annual sales is invalid');
    const image = await uploadFile({ file: pngFile('lamp.png'), biz: 'PRODUCT_IMAGE' });
    expect(
      await message(application({ productImages: Array.from({ length: 10 }, () => image.url) })),
    ).toBe('At most 9 product images');
    speak('pt_PT');
    expect(await message(application({ companyName: '' }))).toBe(
      'Nome da empresa: campo obrigatório',
    );
    await signIn('lihua', 'lihua123');
    speak('zh_CN');
    expect(await message(application())).toBe('营业执照须通过上传获得（jpg 或 png，不超过 2 MB）');
  });
});
