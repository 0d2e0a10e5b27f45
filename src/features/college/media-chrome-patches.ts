/**
 * What the portal changes in Mux's media-chrome elements, applied to each element class as
 * media-chrome defines it: before `customElements.define` upgrades the elements already on the
 * page (the player's `<media-controller>` is there, around its video, before media-chrome's code
 * has come; video-player.tsx). Imported by player-controls.tsx before media-chrome itself.
 */
import { getNonce } from 'get-nonce';

type MediaElementClass = CustomElementConstructor & {
  getTemplateHTML?: (...args: unknown[]) => string;
};

/**
 * media-chrome writes each element's shadow DOM with a <style> element; the production CSP
 * (deploy/nginx) allows only <style> elements with the page's nonce, so every template gets it.
 */
function addStyleNonce(element: MediaElementClass): void {
  const nonce = getNonce();
  const original = element.getTemplateHTML;
  if (!nonce || !original) return;
  // `this` is the class that asked (a subclass's own parts are looked up on it).
  element.getTemplateHTML = function (this: unknown, ...args: unknown[]) {
    return original
      .apply(this, args)
      .replace(/<style(?![^>]*\snonce=)/g, `<style nonce="${nonce}"`);
  };
}

type AttributeRewrite = (element: HTMLElement, name: string, value: string) => string | null;

/**
 * Three controls break axe rules the pages are held to: the captions toggle says aria-checked on
 * a button (a switch is the role that has it), and the rate button and time display carry
 * labels that do not contain the text they show. Each is corrected as media-chrome sets it (it
 * calls `this.setAttribute`, which is looked up on each call).
 */
const ATTRIBUTE_REWRITES: Record<string, AttributeRewrite> = {
  'media-captions-button': (_element, name, value) =>
    name === 'role' && value === 'button' ? 'switch' : value,
  'media-playback-rate-button': (element, name, value) => {
    if (name !== 'aria-label') return value;
    const shown = (element as HTMLElement & { container?: Element }).container?.textContent ?? '';
    return shown && !value.startsWith(shown)
      ? `${shown} ${value.replace(/\s*[\d.]+x?$/, '')}`.trim()
      : value;
  },
  // Its name is then the time it shows.
  'media-time-display': (_element, name, value) => (name === 'aria-label' ? null : value),
};

function rewriteAttributes(element: MediaElementClass, rewrite: AttributeRewrite): void {
  const prototype = element.prototype as HTMLElement;
  prototype.setAttribute = function (this: HTMLElement, name: string, value: string) {
    const next = rewrite(this, name, String(value));
    if (next === null) HTMLElement.prototype.removeAttribute.call(this, name);
    else HTMLElement.prototype.setAttribute.call(this, name, next);
  };
}

/** Every element media-chrome defines from now on gets the portal's changes first. */
function patchAsDefined(): void {
  const registry = globalThis.customElements;
  const define = registry.define.bind(registry);
  registry.define = (name, constructor, options) => {
    if (name.startsWith('media-')) {
      const element = constructor as MediaElementClass;
      addStyleNonce(element);
      const rewrite = ATTRIBUTE_REWRITES[name];
      if (rewrite) rewriteAttributes(element, rewrite);
    }
    define(name, constructor, options);
  };
}
patchAsDefined();
