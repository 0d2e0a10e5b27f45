/**
 * Makes zod interpret schemas instead of compiling them: its JIT probes and uses `new Function`,
 * which the Content-Security-Policy (script-src 'self', no 'unsafe-eval': deploy/nginx) forbids
 * and reports. zod keeps its configuration on `globalThis.__zod_globalConfig` (zod/v4/core/core.js),
 * shared by every copy of zod; setting it here, before any schema parses, keeps zod itself out of
 * the entry chunk (its `config()` would bring 2 KB gzip there). src/lib/zod-jitless.test.ts checks
 * that zod reads it.
 */
export function makeZodJitless(): void {
  const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  (holder.__zod_globalConfig ??= {}).jitless = true;
}
