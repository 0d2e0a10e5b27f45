import { describe, expect, it } from 'vitest';
import { getSiteInfo, listDictionary, listFriendLinks } from '../../src/api/gen/site/site';
import { DictCode } from '../../src/api/gen/model';
import { failure, SILENT, speak, useMockServer } from '../test/server';

describe('site handlers', () => {
  useMockServer();

  it('answers every dictionary in every language', async () => {
    for (const lang of ['zh_CN', 'zh_HK', 'en_US', 'pt_PT'] as const) {
      speak(lang);
      for (const code of Object.values(DictCode)) {
        const items = await listDictionary({ dictCode: code });
        expect(items.length, `${code} ${lang}`).toBeGreaterThan(2);
        expect(items.every((item) => item.label.trim() !== '')).toBe(true);
      }
    }
    speak('en_US');
    expect((await listDictionary({ dictCode: 'MAIN_PLATFORM' }))[0]).toEqual({
      value: 'AMAZON',
      label: 'Amazon',
    });
    expect((await failure(listDictionary({ dictCode: 'NOPE' as DictCode }, SILENT))).message).toBe(
      'Dictionary code is invalid',
    );
  });

  it('answers site info, banners and friend links per language', async () => {
    const zh = await getSiteInfo();
    speak('pt_PT');
    const pt = await getSiteInfo();
    expect(zh.banners.length).toBeGreaterThanOrEqual(3);
    expect(pt.banners[0]?.title).not.toBe(zh.banners[0]?.title);
    expect(pt.platformName).toContain('Serviços');
    const links = await listFriendLinks();
    expect(links.name).toBe('Ligações úteis');
    expect(links.links.length).toBeGreaterThan(3);
  });
});
