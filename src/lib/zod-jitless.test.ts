import { expect, it } from 'vitest';
import { makeZodJitless } from './zod-jitless';

it('turns off zod’s JIT through the global configuration zod reads', async () => {
  makeZodJitless();
  const { config, object, string } = await import('zod/mini');
  expect(config().jitless).toBe(true);
  // Still validates, interpreted.
  expect(object({ name: string() }).safeParse({ name: 'demo' }).success).toBe(true);
  expect(object({ name: string() }).safeParse({ name: 1 }).success).toBe(false);
});
