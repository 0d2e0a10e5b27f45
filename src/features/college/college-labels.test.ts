import { i18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { afterEach, describe, expect, it } from 'vitest';
import { activateCatalogs, resetLocale } from '@/test/render';
import { COLLEGE_NAV } from './college-links';
import { LEVEL_LABELS } from './course-card';

afterEach(resetLocale);

describe('college labels', () => {
  it('names a course level by its own name, not the navigation entry (zh_CN, zh_HK)', async () => {
    const nav = COLLEGE_NAV.find((entry) => entry.key === 'advanced');
    await activateCatalogs('zh-CN', ['college']);
    expect(i18n._(LEVEL_LABELS.ADVANCED)).toBe('高级');
    expect(i18n._(LEVEL_LABELS.BEGINNER)).toBe('入门');
    expect(nav && i18n._(nav.name)).toBe('跨境进阶');
    await activateCatalogs('zh-HK', ['college']);
    expect(i18n._(LEVEL_LABELS.ADVANCED)).toBe('高級');
  });

  it('says learners one way in pt_PT (the label and the count use the same word)', async () => {
    await activateCatalogs('pt-PT', ['college']);
    // Written as the course detail page writes them (the same message ids).
    const course = { learnerCount: 2210 };
    const learners = '2210';
    const label = i18n._(msg`Learners`);
    const count = plural(course.learnerCount, {
      one: `${learners} learner`,
      other: `${learners} learners`,
    });
    expect(count).toBe('2210 formandos');
    expect(count.toLowerCase()).toContain(label.toLowerCase());
  });
});
