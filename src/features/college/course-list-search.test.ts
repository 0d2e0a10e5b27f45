import { describe, expect, it } from 'vitest';
import {
  COURSE_PAGE_SIZE,
  courseListParams,
  courseListSearchSchema,
  courseQuerySearchSchema,
} from './course-list-search';

describe('course list URL', () => {
  it('reads every filter from the URL', () => {
    expect(
      courseListSearchSchema.parse({
        categoryId: '12',
        level: 'ADVANCED',
        free: false,
        recommended: 'true',
        sortField: 'createTime',
        page: '3',
      }),
    ).toEqual({
      categoryId: 12,
      level: 'ADVANCED',
      free: false,
      recommended: true,
      sortField: 'createTime',
      page: 3,
    });
  });

  it('drops what it does not understand and keeps the rest', () => {
    expect(
      courseListSearchSchema.parse({ level: 'EXPERT', free: 'maybe', page: '-1', categoryId: 'x' }),
    ).toEqual({ page: 1 });
  });

  it('keeps a trimmed keyword of at most 50 characters', () => {
    expect(courseQuerySearchSchema.parse({ key: '  VAT  ' })).toEqual({ key: 'VAT', page: 1 });
    expect(courseQuerySearchSchema.parse({ key: '   ' })).toEqual({ page: 1 });
    expect(courseQuerySearchSchema.parse({ key: 'x'.repeat(51) })).toEqual({ page: 1 });
  });

  it('asks the API for the page the URL shows', () => {
    expect(
      courseListParams({ page: 2, level: 'BEGINNER', sortField: 'createTime', key: 'a' }),
    ).toEqual(
      expect.objectContaining({
        pageNo: 2,
        pageSize: COURSE_PAGE_SIZE,
        level: 'BEGINNER',
        key: 'a',
        sortField: 'createTime',
        sortOrder: 'desc',
      }),
    );
  });
});
