/**
 * Mock-only endpoints, outside the API contract and outside /api (documented in mocks/server.ts
 * and the README): reset, scenario, the mock cashier and the clock. Answer plain JSON.
 */
import { http, HttpResponse } from 'msw';
import { clock, isValidDate, MINUTE, parseDateTime } from '../lib/clock';
import { payOrder } from '../db/orders';
import { resetDb } from '../db/store';
import { getScenario, isScenario, SCENARIOS, setScenario } from '../scenarios';

async function jsonBody(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text();
  if (text.trim() === '') return {};
  const parsed: unknown = JSON.parse(text);
  return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
}

const bad = (error: string) => HttpResponse.json({ ok: false, error }, { status: 400 });

export const handlers = [
  http.post('*/__mock/reset', () => {
    resetDb();
    return HttpResponse.json({ ok: true });
  }),
  http.get('*/__mock/scenario', () => HttpResponse.json({ ok: true, scenario: getScenario() })),
  http.post('*/__mock/scenario', async ({ request }) => {
    const body = await jsonBody(request).catch(() => null);
    const scenario = body?.scenario;
    if (!isScenario(scenario)) return bad(`scenario must be one of ${SCENARIOS.join(', ')}`);
    setScenario(scenario);
    return HttpResponse.json({ ok: true, scenario });
  }),
  http.post('*/__mock/pay/:orderId', ({ params }) => {
    const result = payOrder(Number(params.orderId));
    if (!result.ok) return HttpResponse.json({ ok: false, error: result.reason }, { status: 409 });
    return HttpResponse.json({
      ok: true,
      status: result.order.status,
      payTime: result.order.payTime,
    });
  }),
  http.post('*/__mock/clock', async ({ request }) => {
    const body = await jsonBody(request).catch(() => null);
    if (!body) return bad('body must be JSON');
    if (body.now === null) clock.reset();
    else if (typeof body.now === 'string') {
      const moment = parseDateTime(body.now);
      if (!isValidDate(moment)) return bad('now must be YYYY-MM-DD HH:mm:ss');
      clock.set(moment);
    }
    if (typeof body.advanceMinutes === 'number') clock.advance(body.advanceMinutes * MINUTE);
    return HttpResponse.json({ ok: true, now: clock.now().toISOString() });
  }),
];
