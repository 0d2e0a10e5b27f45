import type { Page } from '@playwright/test';

/**
 * The endless animations of a settled page that keep its main thread busy: a CSS animation that
 * repeats for ever and moves anything but a transform or the opacity (which the compositor moves
 * alone; a gradient's background-position, a width, a colour are laid out or painted anew every
 * frame), and an SVG animation (SMIL: `<animate>`, `<animateTransform>`) in a drawn SVG, light or
 * shadow DOM (Chromium ticks it on the main thread, visible or not; the fallback icon of a slot
 * that has its own is not drawn). Such an animation runs for the whole visit: a skeleton waiting
 * below the screen, a loading indicator hidden by its opacity. A phone pays for it in the load
 * Lighthouse measures and in its battery after. One line per animation, naming its element.
 */
export async function endlessMainThreadAnimations(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const COMPOSITED = new Set([
      'transform',
      'translate',
      'rotate',
      'scale',
      'opacity',
      // keyframe bookkeeping, not properties
      'offset',
      'computedOffset',
      'easing',
      'composite',
    ]);
    const name = (element: Element) => {
      const className = element.getAttribute('class')?.split(' ')[0];
      return `${element.tagName.toLowerCase()}${className ? `.${className}` : ''}`;
    };
    const found: string[] = [];
    for (const animation of document.getAnimations()) {
      const effect = animation.effect;
      if (!(effect instanceof KeyframeEffect) || !effect.target) continue;
      if (animation.playState !== 'running') continue;
      if (effect.getComputedTiming().iterations !== Infinity) continue;
      const properties = new Set(effect.getKeyframes().flatMap((frame) => Object.keys(frame)));
      const painted = [...properties].filter((property) => !COMPOSITED.has(property));
      if (painted.length > 0) {
        const target = `${name(effect.target)}${effect.pseudoElement ?? ''}`;
        found.push(`${target} animates ${painted.join(', ')} endlessly`);
      }
    }
    const walk = (root: Document | ShadowRoot) => {
      for (const element of root.querySelectorAll('*')) {
        const svg = element instanceof SVGAnimationElement ? element.closest('svg') : null;
        if (svg?.checkVisibility()) {
          const host = root instanceof ShadowRoot ? ` in ${name(root.host)}` : '';
          found.push(`an SVG <${element.tagName}>${host} ticks on the main thread`);
        }
        if (element.shadowRoot) walk(element.shadowRoot);
      }
    };
    walk(document);
    return found;
  });
}
