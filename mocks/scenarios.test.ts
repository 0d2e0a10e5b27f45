import { describe, expect, it } from 'vitest';
import { getSessionUser } from '../src/api/gen/auth/auth';
import { listAllMessages } from '../src/api/gen/messages/messages';
import { listOrders } from '../src/api/gen/orders/orders';
import { getUserProfile } from '../src/api/gen/user/user';
import { getScenario, setScenario } from './scenarios';
import { failure, SILENT, signInAsDemo, speak, useMockServer } from './test/server';

describe('scenarios', () => {
  useMockServer();

  it('expired: the next call needing a session answers 512 and clears it, once', async () => {
    await signInAsDemo();
    setScenario('expired');
    expect((await getSessionUser()).isLogin).toBe(true);
    const error = await failure(getUserProfile(undefined, SILENT));
    expect(error.kind).toBe('session');
    expect(getScenario()).toBe('none');
    expect((await getSessionUser()).isLogin).toBe(false);
    await signInAsDemo();
    expect((await getUserProfile()).username).toBe('demo');
  });

  it('timeout: every call answers HTTP 504', async () => {
    setScenario('timeout');
    const error = await failure(getSessionUser(undefined, SILENT));
    expect(error).toMatchObject({ kind: 'gateway-timeout', details: { status: 504 } });
  });

  it('error: success false with a translated message', async () => {
    setScenario('error');
    speak('en_US');
    const error = await failure(getSessionUser(undefined, SILENT));
    expect(error.kind).toBe('business');
    expect(error.message).toBe('The server is busy, please try again later (simulated failure)');
  });

  it('empty: lists and pages answer empty, other reads are untouched', async () => {
    await signInAsDemo();
    setScenario('empty');
    expect(await listOrders()).toMatchObject({ records: [], total: 0 });
    expect((await listAllMessages()).records).toEqual([]);
    expect((await getUserProfile()).username).toBe('demo');
  });

  it('slow: answers after 2 to 3 seconds', async () => {
    setScenario('slow');
    const started = performance.now();
    await getSessionUser();
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(1990);
    expect(elapsed).toBeLessThan(3500);
  });
});
