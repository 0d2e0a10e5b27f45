import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

// The colour pairs the portal's buttons, links and field errors draw, resolved from the CSS
// variables the browser gets (Mantine's defaults, then the generated src/app/styles/
// theme-variables.css), held to WCAG AA for normal text (4.5:1). axe checks what is on screen
// when it runs; it does not hover, so the hover states are checked here.

const require = createRequire(import.meta.url);
const mantineDefaults = readFileSync(
  require.resolve('@mantine/core/styles/default-css-variables.css'),
  'utf8',
);
const themeVariables = readFileSync('src/app/styles/theme-variables.css', 'utf8');

/** The declarations of the blocks that apply in the light scheme, later files winning. */
function lightSchemeVariables(...sheets: string[]): Map<string, string> {
  const variables = new Map<string, string>();
  for (const sheet of sheets) {
    for (const [, selector = '', body = ''] of sheet.matchAll(/([^{}]+)\{([^}]*)\}/g)) {
      if (selector.includes('dark')) continue;
      for (const [, name = '', value = ''] of body.matchAll(/(--[\w-]+):\s*([^;]+);/g)) {
        variables.set(name, value.trim());
      }
    }
  }
  return variables;
}

const variables = lightSchemeVariables(mantineDefaults, themeVariables);

type Rgb = [number, number, number];

/** A colour variable as sRGB, following `var()` and laying a translucent colour on white. */
function resolve(value: string): Rgb {
  const [, name] = /^var\((--[\w-]+)\)$/.exec(value) ?? [];
  if (name) {
    const next = variables.get(name);
    if (!next) throw new Error(`${name} is not defined`);
    return resolve(next);
  }
  const [, hex] = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value) ?? [];
  if (hex) {
    const digits = hex.length === 3 ? hex.replace(/./g, '$&$&') : hex;
    return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as Rgb;
  }
  const [, r, g, b, a] =
    /^rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)$/.exec(value) ?? [];
  if (r && g && b) {
    const alpha = a === undefined ? 1 : Number(a);
    return [r, g, b].map((channel) => Number(channel) * alpha + 255 * (1 - alpha)) as Rgb;
  }
  throw new Error(`cannot read the colour ${value}`);
}

function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

function contrast(text: string, background: string): number {
  const [textLuminance, backgroundLuminance] = [
    luminance(resolve(text)),
    luminance(resolve(background)),
  ];
  return (
    (Math.max(textLuminance, backgroundLuminance) + 0.05) /
    (Math.min(textLuminance, backgroundLuminance) + 0.05)
  );
}

const WHITE = '#ffffff';
const v = (name: string) => `var(--mantine-${name})`;

describe('theme colours meet WCAG AA contrast', () => {
  it.each([
    ['filled button', v('primary-color-contrast'), v('primary-color-filled')],
    ['filled button, hovered', v('primary-color-contrast'), v('primary-color-filled-hover')],
    ['light button', v('primary-color-light-color'), v('primary-color-light')],
    ['light button, hovered', v('primary-color-light-color'), v('primary-color-light-hover')],
    ['outline button', v('primary-color-filled'), WHITE],
    ['red (irreversible) button', v('color-white'), v('color-red-filled')],
    ['red button, hovered', v('color-white'), v('color-red-filled-hover')],
    ['link', v('color-anchor'), WHITE],
    ['field error', v('color-error'), WHITE],
    ['dimmed text', v('color-dimmed'), WHITE],
  ])('%s', (_name, text, background) => {
    expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
  });

  it('reads the colours it checks (black on white is 21:1)', () => {
    expect(contrast(v('color-black'), WHITE)).toBeCloseTo(21, 0);
  });
});
