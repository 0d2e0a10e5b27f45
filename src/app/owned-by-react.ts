// Whether the app has taken over a prerendered page's markup (src/app/hydrate-prerendered.tsx).

/** React's own keys on a DOM node it created or hydrated: its fiber, and the props it gave. */
const reactKey = (node: Element, prefix: '__reactFiber$' | '__reactProps$') =>
  Object.keys(node).find((key) => key.startsWith(prefix));

/**
 * Whether React owns every element below `parent`. Markup React put in as HTML (an element's
 * `dangerouslySetInnerHTML`: an article's body, from the API) is that element's, not React's.
 */
export function ownedByReact(parent: Element): boolean {
  for (const element of parent.children) {
    if (!reactKey(element, '__reactFiber$')) return false;
    const propsKey = reactKey(element, '__reactProps$');
    const props = propsKey
      ? (element as unknown as Record<string, { dangerouslySetInnerHTML?: unknown } | undefined>)[
          propsKey
        ]
      : undefined;
    if (!props?.dangerouslySetInnerHTML && !ownedByReact(element)) return false;
  }
  return true;
}
