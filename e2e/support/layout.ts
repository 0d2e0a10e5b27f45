import { expect, type Page } from '@playwright/test';

/** The two sizes every page is held to (issue 26): a laptop and a phone. */
export const DESKTOP = { width: 1366, height: 900 } as const;
export const PHONE = { width: 390, height: 844 } as const;

/**
 * The layout rules every page keeps, checked in the page as it is now (one evaluate, no waiting):
 *
 * - **Nothing scrolls sideways**: the document and the body are no wider than the window.
 * - **No panel sticks out**: an absolutely or fixed positioned box (a dropdown panel, open or
 *   hidden) lies inside the window from left to right, and its content does not spill out of it.
 * - **No text is cut**: no text is clipped by a box that hides its overflow (`overflow: hidden` or
 *   `clip`, an ellipsis): a fragment of text that reaches past the box's edge, sideways by more
 *   than a pixel or by a third of its line's height downwards. A text shown whole elsewhere in the
 *   box's place (sr-only text, a carousel's next slide) is not cut: only a box's own text (through
 *   inline elements) counts when it is wholly outside, any text when it is partly outside. The one
 *   exception is a deliberate multi-line clamp (`-webkit-line-clamp`, lines hidden below) whose
 *   whole text is at hand: in the `title` of the box or of an ancestor, or in a `data-full-text`
 *   attribute (for a summary whose tooltip would repeat what a screen reader already reads).
 * - **No text spills out of its box**: no fragment of text reaches sideways past the edge of the
 *   nearest box it stands in that is not inline (a word too long for a card, in a longer
 *   locale, drawn over the card's border).
 * - **No word is broken over lines**: where a box lets the browser break inside a word (a long
 *   number, a Portuguese word in a narrow column), no word of Latin, Greek or Cyrillic letters
 *   or digits lies on two lines, unless the box hyphenates (`hyphens: auto`).
 * - **Floating buttons cover nothing**: no fixed-position layer (the online-service button, the
 *   quick links; not a toast, which passes) is what the pointer meets at the centre of a visible
 *   link, button or field, nor near its left and right edges: not as the page first shows, where a
 *   visitor clicks without scrolling, nor with the element scrolled to the middle of the window
 *   (as far as the page scrolls), where a layer that covers it there covers it wherever it scrolls.
 *   Elements in a fixed or sticky bar are checked where they are. Checked geometrically against
 *   the layers first, and only a suspect is scrolled to and hit-tested (elementFromPoint).
 *
 * Returns one line per problem, naming the element (tag, class, test id, text).
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(inspectLayout);
}

/**
 * How much the page's content has moved since it was loaded (the sum of the browser's layout
 * shifts, Lighthouse's CLS of a load): its target is under 0.05.
 */
export async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((done) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) total += (entry as { value?: number }).value ?? 0;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => done(total), 200);
      }),
  );
}

/** Fails with the page's layout problems at its current size. */
export async function expectSoundLayout(page: Page, where: string): Promise<void> {
  expect(await layoutProblems(page), `layout problems on ${page.url()} at ${where}`).toEqual([]);
}

// Runs inside the page: self-contained (serialised by page.evaluate).
function inspectLayout(): string[] {
  const problems: string[] = [];
  const root = document.documentElement;
  const vw = root.clientWidth;
  const vh = root.clientHeight;
  const styles = new Map<Element, CSSStyleDeclaration>();
  const style = (el: Element) => {
    let s = styles.get(el);
    if (!s) {
      s = getComputedStyle(el);
      styles.set(el, s);
    }
    return s;
  };
  const name = (el: Element) => {
    const cls = typeof el.className === 'string' ? el.className.trim().split(/\s+/)[0] : '';
    const testId = el.getAttribute('data-testid');
    const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    return `<${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''}${testId ? ` [${testId}]` : ''}>${text ? ` "${text}"` : ''}`;
  };
  const clipsX = (s: CSSStyleDeclaration) => s.overflowX === 'hidden' || s.overflowX === 'clip';
  const clipsY = (s: CSSStyleDeclaration) => s.overflowY === 'hidden' || s.overflowY === 'clip';
  const scrollsX = (s: CSSStyleDeclaration) => s.overflowX === 'auto' || s.overflowX === 'scroll';
  const scrollsY = (s: CSSStyleDeclaration) => s.overflowY === 'auto' || s.overflowY === 'scroll';
  const tiny = (r: DOMRect) => r.width <= 2 || r.height <= 2;
  // The offline build's mock-backend panel is dev tooling, not part of the product.
  const all = Array.from(document.body.querySelectorAll('*')).filter(
    (el) => !el.closest('#mock-devtools'),
  );

  // Nothing scrolls sideways.
  const offenders = () =>
    all
      .filter((el) => {
        const r = el.getBoundingClientRect();
        if (tiny(r) || r.right <= vw + 0.5) return false;
        const parent = el.parentElement;
        return !parent || parent.getBoundingClientRect().right <= vw + 0.5;
      })
      .slice(0, 3)
      .map(name)
      .join(', ');
  if (root.scrollWidth > vw) {
    problems.push(`the page scrolls sideways (${root.scrollWidth} > ${vw}): ${offenders()}`);
  } else if (document.body.scrollWidth > vw) {
    problems.push(`the body scrolls sideways (${document.body.scrollWidth} > ${vw})`);
  }

  // No panel sticks out of the window or lets its content spill out.
  for (const el of all) {
    const s = style(el);
    if (s.position !== 'absolute' && s.position !== 'fixed') continue;
    if (s.display === 'none' || s.clip !== 'auto' || s.clipPath !== 'none') continue;
    // Hidden beneath the page, never shown: a measuring copy (Mantine's autosize textarea keeps
    // one in the body, as wide as the last textarea it measured, on an earlier page perhaps).
    if (s.visibility === 'hidden' && Number.parseInt(s.zIndex, 10) < 0) continue;
    const r = el.getBoundingClientRect();
    if (tiny(r)) continue;
    // A box that clips or scrolls it (at or above its containing block) holds it: that box is
    // what must fit, and the page's width tells.
    let clipped = false;
    let reachedBlock = false;
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      const as = style(a);
      if (!reachedBlock) {
        reachedBlock =
          as.transform !== 'none' || (s.position === 'absolute' && as.position !== 'static');
      }
      if (reachedBlock && as.overflowX !== 'visible') {
        clipped = true;
        break;
      }
    }
    if (clipped) continue;
    if (r.left < -1 || r.right > vw + 1) {
      problems.push(
        `${s.visibility === 'visible' ? 'an open' : 'a hidden'} panel sticks out of the window (${Math.round(r.left)}..${Math.round(r.right)} of ${vw}): ${name(el)}`,
      );
    } else if (s.overflowX === 'visible' && el.scrollWidth > el.clientWidth + 1) {
      problems.push(
        `content spills out of a panel (${el.scrollWidth} > ${el.clientWidth}): ${name(el)}`,
      );
    }
  }

  // The page's visible texts, each with its element.
  const texts: [Text, Element][] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!node.textContent?.trim() || !parent) continue;
    if (parent.closest('script, style, noscript, template, svg, #mock-devtools')) continue;
    if (style(parent).visibility === 'visible') texts.push([node as Text, parent]);
  }

  // No text is cut.
  const clipperX = new Map<Element, Element | null>();
  const clipperY = new Map<Element, Element | null>();
  const nearestClipper = (
    el: Element,
    cache: Map<Element, Element | null>,
    clips: (s: CSSStyleDeclaration) => boolean,
    scrolls: (s: CSSStyleDeclaration) => boolean,
  ): Element | null => {
    if (cache.has(el)) return cache.get(el) ?? null;
    const s = style(el);
    let found: Element | null;
    if (clips(s)) found = el;
    else if (scrolls(s) || s.position === 'fixed' || !el.parentElement) found = null;
    else found = nearestClipper(el.parentElement, cache, clips, scrolls);
    cache.set(el, found);
    return found;
  };
  const ownText = (text: Node, box: Element) => {
    for (let el = text.parentElement; el && el !== box; el = el.parentElement) {
      if (style(el).display !== 'inline') return false;
    }
    return true;
  };
  const wholeTextAt = (box: Element) => {
    const text = (box.textContent ?? '').replace(/\s+/g, ' ').trim();
    const holder = box.closest('[title], [data-full-text]');
    const full = (holder?.getAttribute('data-full-text') ?? holder?.getAttribute('title') ?? '')
      .replace(/\s+/g, ' ')
      .trim();
    return text !== '' && full.includes(text);
  };
  const cut = new Set<Element>();
  for (const [node, parent] of texts) {
    const boxX = nearestClipper(parent, clipperX, clipsX, scrollsX);
    const boxY = nearestClipper(parent, clipperY, clipsY, scrollsY);
    const overX = boxX && boxX.scrollWidth > boxX.clientWidth + 1 ? boxX : null;
    const overY = boxY && boxY.scrollHeight > boxY.clientHeight + 1 ? boxY : null;
    if (!overX && !overY) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const fragments = Array.from(range.getClientRects()).filter((f) => f.width > 0);
    for (const [box, axis] of [
      [overX, 'x'],
      [overY, 'y'],
    ] as const) {
      if (!box || cut.has(box)) continue;
      const b = box.getBoundingClientRect();
      if (tiny(b)) continue;
      const left = b.left + box.clientLeft;
      const top = b.top + box.clientTop;
      const right = left + box.clientWidth;
      const bottom = top + box.clientHeight;
      const own = ownText(node, box);
      const isCut = fragments.some((f) => {
        if (axis === 'x') {
          const outside = f.right > right + 1 || f.left < left - 1;
          const partly = f.right > left && f.left < right;
          return outside && (partly || own);
        }
        const slack = f.height / 3;
        const outside = f.bottom > bottom + slack || f.top < top - slack;
        const partly = f.bottom > top && f.top < bottom;
        return outside && (partly || own);
      });
      if (!isCut) continue;
      const clamped = axis === 'y' && style(box).webkitLineClamp !== 'none';
      if (clamped && wholeTextAt(box)) continue;
      cut.add(box);
      problems.push(
        `${clamped ? 'a clamped text without its whole text at hand' : 'text is cut'} (${axis === 'x' ? `${box.scrollWidth} > ${box.clientWidth} wide` : `${box.scrollHeight} > ${box.clientHeight} high`}): ${name(box)}`,
      );
    }
  }

  // No text spills out of its box: a word too long for the box it stands in (a longer locale's)
  // reaches past the box's edge, over its border or into the box beside it. The box is the text's
  // nearest ancestor that is not inline; a box that clips its text is the rule above's, and one
  // that scrolls shows all of it.
  const spilt = new Set<Element>();
  const blockOf = (el: Element) => {
    let box: Element | null = el;
    while (box && ['inline', 'contents'].includes(style(box).display)) box = box.parentElement;
    return box;
  };
  for (const [node, parent] of texts) {
    const box = blockOf(parent);
    if (!box || spilt.has(box) || box.scrollWidth <= box.clientWidth + 1) continue;
    if (style(box).overflowX !== 'visible') continue;
    const b = box.getBoundingClientRect();
    if (tiny(b)) continue;
    const left = b.left + box.clientLeft;
    const right = left + box.clientWidth;
    const range = document.createRange();
    range.selectNodeContents(node);
    const spills = Array.from(range.getClientRects()).some(
      (f) => f.width > 0 && (f.right > right + 1 || f.left < left - 1),
    );
    if (!spills) continue;
    spilt.add(box);
    problems.push(
      `text spills out of its box (${box.scrollWidth} > ${box.clientWidth} wide): ${name(box)}`,
    );
  }

  // No word is broken over lines: a box that lets the browser break inside a word (overflow-wrap
  // or word-break) keeps each word whole all the same. A box that hyphenates (hyphens: auto)
  // breaks a word too long for it with a hyphen, where the browser has the language's rules.
  const breaksWords = (el: Element) => {
    const s = style(el);
    return (
      s.hyphens !== 'auto' &&
      (['anywhere', 'break-word'].includes(s.overflowWrap) ||
        ['break-all', 'break-word'].includes(s.wordBreak))
    );
  };
  const word = /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{N}]{2,}/gu;
  const lineTops = (range: Range) =>
    new Set(
      Array.from(range.getClientRects())
        .filter((r) => r.width > 0)
        .map((r) => Math.round(r.top)),
    ).size;
  const broken = new Set<Element>();
  for (const [node, parent] of texts) {
    const box = blockOf(parent);
    if (!box || broken.has(box) || !breaksWords(parent)) continue;
    const whole = document.createRange();
    whole.selectNodeContents(node);
    if (lineTops(whole) < 2) continue;
    for (const match of node.data.matchAll(word)) {
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      if (lineTops(range) < 2) continue;
      broken.add(box);
      problems.push(`a word is broken over lines ("${match[0]}"): ${name(box)}`);
      break;
    }
  }

  // Floating buttons cover nothing.
  const layerOf = (el: Element, positions: readonly string[]): Element | null => {
    for (let a: Element | null = el; a && a !== document.body; a = a.parentElement) {
      if (positions.includes(style(a).position)) return a;
    }
    return null;
  };
  const layers = all.filter((el) => {
    if (style(el).position !== 'fixed' || style(el).visibility !== 'visible') return false;
    // A toast passes over the page on purpose, and closes by itself.
    if (el.matches('.mantine-Notifications-root')) return false;
    const r = el.getBoundingClientRect();
    // A dialog's overlay covers the page on purpose.
    return !tiny(r) && !(r.width >= vw * 0.9 && r.height >= vh * 0.9);
  });
  const layerRects = layers.map((layer) => [layer, layer.getBoundingClientRect()] as const);
  const fields =
    'input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]), textarea, select';
  const targets = all
    .filter((el): el is HTMLElement => el instanceof HTMLElement)
    .filter((el) =>
      el.matches(
        `a[href], button, summary, ${fields}, input[type="checkbox"], input[type="radio"], [role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="radio"], [role="switch"], [role="combobox"], [role="menuitem"]`,
      ),
    );
  const startY = window.scrollY;
  const maxScroll = Math.max(0, root.scrollHeight - vh);
  const visibleAt = (el: Element, x: number, y: number) => {
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      if (style(a).overflowX === 'visible' && style(a).overflowY === 'visible') continue;
      const ar = a.getBoundingClientRect();
      if (x < ar.left || x > ar.right || y < ar.top || y > ar.bottom) return false;
    }
    return true;
  };
  /** The fixed layer over the point (x, y) of the window, scrolled to `scroll`, if not the element's own. */
  const coverAt = (el: Element, own: Element | null, x: number, y: number, scroll: number) => {
    if (y < 0 || y > vh || x < 0 || x > vw) return null;
    const suspect = layerRects.some(
      ([layer, lr]) =>
        layer !== own &&
        !layer.contains(el) &&
        x >= lr.left &&
        x <= lr.right &&
        y >= lr.top &&
        y <= lr.bottom,
    );
    if (!suspect) return null;
    if (window.scrollY !== scroll) window.scrollTo(0, scroll);
    const hit = document.elementFromPoint(x, y);
    const hitLayer = hit && layerOf(hit, ['fixed']);
    return hit && !el.contains(hit) && hitLayer && hitLayer !== own && !hitLayer.contains(el)
      ? hitLayer
      : null;
  };
  if (layers.length > 0) {
    for (const el of targets) {
      const s = style(el);
      if (s.visibility !== 'visible' || s.opacity === '0' || el.closest('[aria-hidden="true"]'))
        continue;
      const r = el.getBoundingClientRect();
      if (tiny(r)) continue;
      const own = layerOf(el, ['fixed']);
      const stuck = own ?? layerOf(el, ['sticky']);
      const y = r.top + r.height / 2;
      const xs = [r.left + r.width / 2];
      if (r.width > 24) xs.push(r.left + 6, r.right - 6);
      for (const x of xs) {
        if (!visibleAt(el, x, y)) continue;
        // As the page first shows (what a visitor clicks without scrolling), then, for what
        // scrolls with the page, scrolled to the middle of the window as far as the page goes.
        let cover = coverAt(el, own, x, y, startY);
        if (!cover && !stuck) {
          const docY = y + startY;
          const scroll = Math.min(maxScroll, Math.max(0, docY - vh / 2));
          cover = coverAt(el, own, x, docY - scroll, scroll);
        }
        if (cover) {
          problems.push(`${name(cover)} covers ${name(el)}`);
          break;
        }
      }
    }
  }
  window.scrollTo(0, startY);
  return problems;
}

/** The page's title and description as the document head has them now. */
export async function documentHead(page: Page): Promise<{ title: string; description: string }> {
  return page.evaluate(() => ({
    title: document.title,
    description:
      document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content ?? '',
  }));
}
