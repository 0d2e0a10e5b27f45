import { afterEach, describe, expect, it } from 'vitest';
import { activateCatalogs, resetLocale } from '@/test/render';
import { Route as address } from './$lang/_default/tools/address';
import { Route as emailTemplates } from './$lang/_default/tools/email-templates';
import { Route as fba } from './$lang/_default/tools/fba-calculator';
import { Route as index } from './$lang/_default/tools/index';
import { Route as interest } from './$lang/_default/tools/interest';
import { Route as tracking } from './$lang/_default/tools/tracking-check';
import { Route as converter } from './$lang/_default/tools/unit-converter';
import { Route as workingHours } from './$lang/_default/tools/working-hours';

afterEach(resetLocale);

const ROUTES = [index, fba, converter, workingHours, interest, tracking, address, emailTemplates];

function headOf(route: (typeof ROUTES)[number]) {
  const head = (route.options.head as unknown as () => { meta: Record<string, string>[] })();
  const title = head.meta.find((meta) => 'title' in meta)?.title;
  const description = head.meta.find((meta) => meta.name === 'description')?.content;
  return { title, description };
}

describe('tool pages: a title and a description of their own (issue 26)', () => {
  it.each(['en-US', 'zh-CN'] as const)('in %s', async (locale) => {
    await activateCatalogs(locale, ['tools']);
    const heads = ROUTES.map(headOf);
    for (const head of heads) {
      expect(head.title).toBeTruthy();
      expect(head.description?.length).toBeGreaterThan(10);
    }
    expect(new Set(heads.map((head) => head.title)).size).toBe(ROUTES.length);
    expect(new Set(heads.map((head) => head.description)).size).toBe(ROUTES.length);
    if (locale === 'zh-CN') expect(heads[0]?.title).toBe('卖家工具');
  });
});
