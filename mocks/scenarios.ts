/**
 * Run-time scenarios of the mock backend: how every API call misbehaves, switchable without code
 * changes.
 *
 * - `none`: normal behaviour.
 * - `expired`: the next call that needs a session clears the session and answers code 512; then
 *   the scenario returns to `none` by itself (so you can log in again).
 * - `timeout`: every API call answers HTTP 504 (the portal shows its /504 page).
 * - `slow`: every API call answers after 2–3 seconds.
 * - `error`: every API call answers `success: false` with a translated server-error message.
 * - `empty`: every list and page answers empty (reads only; writes still work).
 *
 * Switching: in the browser `?mock=<name>` on any URL (kept in localStorage, removed from the
 * address bar; `?mock=none` clears it) or the dev panel (bottom-left); on the mock server
 * `POST /__mock/scenario` with `{"scenario": "<name>"}`; in tests `setScenario(name)`.
 */

export const SCENARIOS = ['none', 'expired', 'timeout', 'slow', 'error', 'empty'] as const;
export type Scenario = (typeof SCENARIOS)[number];

export const SCENARIO_LABELS: Record<Scenario, string> = {
  none: 'Normal',
  expired: 'Session expired (512 on the next call)',
  timeout: 'Gateway timeout (HTTP 504)',
  slow: 'Slow network (2–3 s)',
  error: 'Server error (success: false)',
  empty: 'Empty lists',
};

export const SCENARIO_STORAGE_KEY = 'portal-mock-scenario';
export const SCENARIO_QUERY_PARAM = 'mock';

let current: Scenario = 'none';
let storage: Storage | null = null;
const listeners = new Set<(scenario: Scenario) => void>();

export function isScenario(value: unknown): value is Scenario {
  return typeof value === 'string' && (SCENARIOS as readonly string[]).includes(value);
}

export function getScenario(): Scenario {
  return current;
}

export function setScenario(scenario: Scenario): void {
  current = scenario;
  if (scenario === 'none') storage?.removeItem(SCENARIO_STORAGE_KEY);
  else storage?.setItem(SCENARIO_STORAGE_KEY, scenario);
  for (const listener of listeners) listener(scenario);
}

/** Called when the scenario changes (the dev panel follows `expired` returning to `none`). */
export function onScenarioChange(listener: (scenario: Scenario) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Browser only: restores the stored scenario, then applies `?mock=` from the address and removes
 * it from the address bar (so a redirect back after login does not switch it on again).
 */
export function connectScenarioStorage(target: Storage, startUrl?: string): void {
  storage = target;
  const stored = target.getItem(SCENARIO_STORAGE_KEY);
  current = isScenario(stored) ? stored : 'none';
  if (!startUrl) return;
  // The address the page was opened with: the app may have moved on while the backend started.
  const requested = new URL(startUrl).searchParams.get(SCENARIO_QUERY_PARAM);
  if (requested === null) return;
  if (isScenario(requested)) setScenario(requested);
  else console.warn(`[mocks] unknown scenario "${requested}"; known: ${SCENARIOS.join(', ')}`);
  const url = new URL(window.location.href);
  if (!url.searchParams.has(SCENARIO_QUERY_PARAM)) return;
  url.searchParams.delete(SCENARIO_QUERY_PARAM);
  window.history.replaceState(window.history.state, '', url);
}

/** The `expired` scenario fires once: answers true (and returns to `none`) when it was armed. */
export function consumeExpired(): boolean {
  if (current !== 'expired') return false;
  setScenario('none');
  return true;
}

/** 2–3 s, varied so parallel calls do not all land at once. */
export function slowDelayMs(): number {
  slowCounter = (slowCounter + 1) % 11;
  return 2000 + slowCounter * 100;
}
let slowCounter = 0;
