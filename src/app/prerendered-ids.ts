/**
 * The ids a prerendered page (scripts/prerender.ts) gives what the browser's hydration reads
 * (src/app/hydrate-prerendered.tsx): the API answers it was drawn from, and the style element
 * holding its moved style attributes.
 */
export const PRERENDERED_STATE_ID = 'prerendered-state';
export const PRERENDERED_STYLES_ID = 'prerendered-styles';
