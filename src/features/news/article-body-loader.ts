type Sanitize = (html: string) => string;

let loaded: Sanitize | undefined;

/**
 * The sanitiser of the article body (DOMPurify, ~10 KB gzip) loads beside the article's data,
 * not before every page: the route's loader starts this, and the page uses it at once when it is in.
 */
export function loadSanitizer(): Promise<Sanitize> {
  return import('@/lib/sanitize-html').then((module) => (loaded = module.sanitizeHtml));
}

/** The sanitiser if it has loaded. */
export function loadedSanitizer(): Sanitize | undefined {
  return loaded;
}
