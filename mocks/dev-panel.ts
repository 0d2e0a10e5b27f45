/**
 * The mock backend's dev panel (offline builds only): a small button at the bottom left that opens
 * a panel with the scenario selector, the mock cashier (pay the signed-in user's pending orders)
 * and "Reset demo data". Plain DOM in its own node outside the React root, English only (dev
 * tooling, not part of the product), labelled and high-contrast so axe stays clean.
 */
import { clock, parseDateTime } from './lib/clock';
import { pick } from './lib/l10n';
import { payableOrders, payOrder } from './db/orders';
import { sessionUserId } from './db/session';
import { persistDb, resetDb } from './db/store';
import {
  getScenario,
  onScenarioChange,
  SCENARIO_LABELS,
  SCENARIOS,
  setScenario,
  type Scenario,
} from './scenarios';

const ROOT_ID = 'mock-devtools';

const CSS = `
#${ROOT_ID} { position: fixed; left: 12px; bottom: 12px; z-index: 2147483000; font: 13px/1.4 system-ui, sans-serif; color: #111827; }
#${ROOT_ID} .md-toggle { display: inline-flex; align-items: center; gap: 6px; border: 0; border-radius: 999px; padding: 6px 12px; background: #1f2937; color: #fff; cursor: pointer; box-shadow: 0 2px 8px rgb(0 0 0 / 0.25); font: inherit; }
#${ROOT_ID} .md-toggle[data-active='true'] { background: #9a3412; }
#${ROOT_ID} .md-toggle:focus-visible, #${ROOT_ID} button:focus-visible, #${ROOT_ID} select:focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }
#${ROOT_ID} .md-panel { position: absolute; left: 0; bottom: 44px; width: 320px; max-height: 70vh; overflow: auto; background: #fff; border: 1px solid #d1d5db; border-radius: 8px; padding: 12px; box-shadow: 0 8px 24px rgb(0 0 0 / 0.2); }
#${ROOT_ID} .md-panel[hidden] { display: none; }
#${ROOT_ID} h2 { font-size: 14px; margin: 0 0 8px; }
#${ROOT_ID} h3 { font-size: 13px; margin: 12px 0 6px; }
#${ROOT_ID} label { display: block; font-weight: 600; margin-bottom: 4px; }
#${ROOT_ID} select { width: 100%; padding: 4px; font: inherit; color: #111827; background: #fff; border: 1px solid #6b7280; border-radius: 4px; }
#${ROOT_ID} button.md-action { border: 0; border-radius: 4px; padding: 5px 10px; background: #1d4ed8; color: #fff; cursor: pointer; font: inherit; }
#${ROOT_ID} button.md-danger { background: #b91c1c; }
#${ROOT_ID} button.md-close { float: right; background: transparent; border: 0; color: #374151; cursor: pointer; font: inherit; }
#${ROOT_ID} ul { list-style: none; margin: 0; padding: 0; }
#${ROOT_ID} li { display: flex; justify-content: space-between; align-items: center; gap: 8px; padding: 6px 0; border-top: 1px solid #e5e7eb; }
#${ROOT_ID} li[data-highlight='true'] { background: #fef3c7; }
#${ROOT_ID} .md-muted { color: #4b5563; margin: 4px 0; }
`;

const money = (amount: number) => `¥${amount.toFixed(2)}`;

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  text?: string,
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  if (text !== undefined) element.textContent = text;
  return element;
}

export interface DevPanelOptions {
  /** Open at once with this order highlighted in the cashier (the `payUrl` of a payment). */
  cashierOrderId?: number | null;
}

/** Mounts the panel once; answers its root element. */
export function mountDevPanel(options: DevPanelOptions = {}): HTMLElement {
  const existing = document.getElementById(ROOT_ID);
  if (existing) return existing;

  const style = el('style', {}, CSS);
  // Served by deploy/nginx, the page allows only <style> elements with its nonce (index.html).
  style.nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content ?? '';
  document.head.append(style);

  const root = el('aside', { id: ROOT_ID, 'aria-label': 'Mock backend' });
  const toggle = el('button', {
    type: 'button',
    class: 'md-toggle',
    'aria-expanded': 'false',
    'aria-controls': `${ROOT_ID}-panel`,
  });
  const panel = el('div', {
    id: `${ROOT_ID}-panel`,
    class: 'md-panel',
    role: 'group',
    'aria-label': 'Mock backend settings',
  });
  panel.hidden = true;

  const close = el(
    'button',
    { type: 'button', class: 'md-close', 'aria-label': 'Close the mock backend panel' },
    '✕',
  );
  const title = el('h2', {}, 'Mock backend');

  const selectId = `${ROOT_ID}-scenario`;
  const label = el('label', { for: selectId }, 'Scenario');
  const select = el('select', { id: selectId });
  for (const scenario of SCENARIOS) {
    select.append(el('option', { value: scenario }, SCENARIO_LABELS[scenario]));
  }
  const hint = el(
    'p',
    { class: 'md-muted' },
    'Also ?mock=<name> on any URL (sticky; ?mock=none clears).',
  );

  const cashierTitle = el('h3', {}, 'Mock cashier');
  const cashierList = el('ul', { 'aria-label': 'Orders waiting for payment' });
  const cashierEmpty = el('p', { class: 'md-muted' });

  const resetTitle = el('h3', {}, 'Demo data');
  const reset = el('button', { type: 'button', class: 'md-action md-danger' }, 'Reset demo data');
  const resetHint = el(
    'p',
    { class: 'md-muted' },
    'Back to the seed (signs you out) and reloads the page.',
  );

  panel.append(
    close,
    title,
    label,
    select,
    hint,
    cashierTitle,
    cashierEmpty,
    cashierList,
    resetTitle,
    reset,
    resetHint,
  );
  root.append(panel, toggle);
  document.body.append(root);

  let highlighted = options.cashierOrderId ?? null;

  const renderToggle = (scenario: Scenario) => {
    const active = scenario !== 'none';
    toggle.dataset.active = String(active);
    toggle.textContent = active ? `Mock: ${scenario}` : 'Mock';
    // The name begins with the words on the button, as speech control users say them (WCAG 2.5.3).
    toggle.setAttribute(
      'aria-label',
      active ? `Mock: ${scenario}, mock backend panel` : 'Mock backend panel',
    );
    select.value = scenario;
  };

  const renderCashier = () => {
    cashierList.replaceChildren();
    const userId = sessionUserId();
    const pending = userId === null ? [] : payableOrders(userId);
    persistDb();
    cashierEmpty.textContent =
      userId === null
        ? 'Sign in to see orders waiting for payment.'
        : pending.length === 0
          ? 'No order is waiting for payment.'
          : 'Confirms the payment as the customer would on Alipay, WeChat or by bank transfer.';
    for (const order of pending) {
      const item = el('li', { 'data-highlight': String(order.id === highlighted) });
      const deadline = order.payDeadline
        ? Math.max(0, parseDateTime(order.payDeadline).getTime() - clock.nowMs())
        : 0;
      const minutesLeft = Math.ceil(deadline / 60000);
      const info = el(
        'span',
        {},
        `${order.orderNo} · ${pick(order.name, 'en_US')} · ${money(order.totalAmount)} · ${order.payType ?? 'ALIPAY'} · ${minutesLeft} min left`,
      );
      const pay = el(
        'button',
        { type: 'button', class: 'md-action', 'aria-label': `Pay order ${order.orderNo}` },
        'Pay',
      );
      pay.addEventListener('click', () => {
        payOrder(order.id);
        persistDb();
        highlighted = null;
        renderCashier();
      });
      item.append(info, pay);
      cashierList.append(item);
    }
  };

  const setOpen = (open: boolean) => {
    panel.hidden = !open;
    toggle.setAttribute('aria-expanded', String(open));
    if (open) renderCashier();
  };

  toggle.addEventListener('click', () => setOpen(toggle.getAttribute('aria-expanded') !== 'true'));
  close.addEventListener('click', () => {
    setOpen(false);
    toggle.focus();
  });
  root.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && toggle.getAttribute('aria-expanded') === 'true') {
      setOpen(false);
      toggle.focus();
    }
  });
  select.addEventListener('change', () => {
    const value = SCENARIOS.find((scenario) => scenario === select.value) ?? 'none';
    setScenario(value);
  });
  reset.addEventListener('click', () => {
    resetDb();
    persistDb();
    window.location.reload();
  });
  onScenarioChange(renderToggle);
  renderToggle(getScenario());
  if (highlighted !== null) setOpen(true);
  return root;
}
