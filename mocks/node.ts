/**
 * The mock backend for Vitest in the node environment: the same handlers as the browser.
 *
 * ```ts
 * import { server } from '../node';
 * beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
 * afterEach(() => resetMockBackend());
 * afterAll(() => server.close());
 * ```
 * Call the API through the generated functions (src/api/gen) so tests also prove that client and
 * mocks agree. `resetMockBackend(now?)` returns the database, the clock and the scenario to the
 * start; give `now` to pin the clock (and the seed) to a moment.
 */
import { setupServer } from 'msw/node';
import { clock } from './lib/clock';
import { resetDb } from './db/store';
import { handlers } from './handlers';
import { setScenario } from './scenarios';

export const server = setupServer(...handlers);

/**
 * Back to the start: clock (real time, or pinned at `now`, e.g. '2026-11-20 14:30:00'), scenario
 * and a freshly seeded database (seeded around that moment).
 */
export function resetMockBackend(now?: Date | number | string): void {
  if (now === undefined) clock.reset();
  else clock.set(now);
  setScenario('none');
  resetDb();
}
