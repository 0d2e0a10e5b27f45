import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import postcss, { type Root } from 'postcss';
import { describe, expect, it } from 'vitest';

const SRC = join(__dirname, '..');

function stylesheets(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return stylesheets(path);
    return name.endsWith('.css') ? [path] : [];
  });
}

/** What the compositor animates alone, without the main thread's layout or paint. */
const COMPOSITED = new Set(['transform', 'translate', 'rotate', 'scale', 'opacity']);

/**
 * The keyframes a stylesheet runs for ever (`infinite` in an `animation` shorthand, or an
 * `animation-iteration-count` beside an `animation-name`), each with the properties its frames
 * set that the compositor cannot move alone.
 */
function endlessPaintedAnimations(root: Root): { keyframes: string; painted: string[] }[] {
  const endless = new Set<string>();
  root.walkRules((rule) => {
    const declarations = rule.nodes.filter((node) => node.type === 'decl');
    const repeats = declarations.some(
      (decl) =>
        (decl.prop === 'animation' || decl.prop === 'animation-iteration-count') &&
        /\binfinite\b/.test(decl.value),
    );
    if (!repeats) return;
    for (const decl of declarations) {
      if (decl.prop === 'animation-name') endless.add(decl.value.trim());
      if (decl.prop === 'animation') {
        for (const word of decl.value.split(/[\s,]+/)) endless.add(word);
      }
    }
  });
  const found: { keyframes: string; painted: string[] }[] = [];
  root.walkAtRules('keyframes', (keyframes) => {
    if (!endless.has(keyframes.params)) return;
    const painted = new Set<string>();
    keyframes.walkDecls((decl) => {
      if (!COMPOSITED.has(decl.prop)) painted.add(decl.prop);
    });
    if (painted.size > 0) found.push({ keyframes: keyframes.params, painted: [...painted] });
  });
  return found;
}

describe("the site's endless animations", () => {
  it('are found by the check: a gradient swept by background-position, a spinner by transform', () => {
    const root = postcss.parse(`
      .sweep { animation: shimmer 1.4s ease infinite; }
      @keyframes shimmer { from { background-position: 100% 0; } to { background-position: -100% 0; } }
      .spin { animation-name: spin; animation-iteration-count: infinite; }
      @keyframes spin { to { transform: rotate(360deg); } }
      .once { animation: grow 1s; }
      @keyframes grow { to { width: 100%; } }
    `);
    expect(endlessPaintedAnimations(root)).toEqual([
      { keyframes: 'shimmer', painted: ['background-position'] },
    ]);
  });

  // An animation that repeats for ever runs as long as its element is on the page (a skeleton
  // waiting below the screen holds its place for the whole visit): moving a transform or the
  // opacity, the compositor draws its frames; moving anything else, the main thread lays out or
  // paints every frame, on a phone during the very load it stands in for.
  it('move only what the compositor moves alone', () => {
    const painted = stylesheets(SRC).flatMap((file) =>
      endlessPaintedAnimations(postcss.parse(readFileSync(file, 'utf8'))).map(
        ({ keyframes, painted: properties }) =>
          `${relative(SRC, file)}: @keyframes ${keyframes} moves ${properties.join(', ')}`,
      ),
    );
    expect(painted).toEqual([]);
  });
});
