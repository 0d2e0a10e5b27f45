import { afterEach, describe, expect, it } from 'vitest';
import { rememberLoginIntent, takeLoginIntent } from './login-intent';

afterEach(() => sessionStorage.clear());

describe('login intent', () => {
  it('is done once, back on its page, in any language', () => {
    rememberLoginIntent('college.collect:3', '/zh_CN/college/course/detail?id=3', 1000);
    expect(takeLoginIntent('college.follow:7', '/zh_CN/college/course/detail?id=3', 2000)).toBe(
      false,
    );
    expect(takeLoginIntent('college.collect:3', '/en_US/college/course/detail?id=3', 2000)).toBe(
      true,
    );
    expect(takeLoginIntent('college.collect:3', '/zh_CN/college/course/detail?id=3', 2000)).toBe(
      false,
    );
  });

  it('is not done on another page, nor once stale', () => {
    rememberLoginIntent('college.collect:3', '/zh_CN/college/course/detail?id=3', 0);
    expect(takeLoginIntent('college.collect:3', '/zh_CN/college/course/detail?id=4', 1000)).toBe(
      false,
    );
    expect(
      takeLoginIntent('college.collect:3', '/zh_CN/college/course/detail?id=3', 16 * 60_000),
    ).toBe(false);
  });
});
