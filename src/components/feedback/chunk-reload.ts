/** Spec sections 4 and 9: a failed chunk load reloads the page, at most once per 60 000 ms. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const CHUNK_RELOAD_KEY = 'chunkReloadAt';

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading (CSS )?chunk [\w-]+ failed/i;

/** Whether an error is a lazy chunk (JS or CSS) that failed to load, typically after a deploy. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_ERROR.test(error.message);
}

/**
 * True when no chunk reload happened in the last 60 s, so a chunk that is really gone shows the
 * error page instead of reloading forever. Storage that cannot be read allows no reload.
 */
export function chunkReloadAllowed(storage: Storage, now: number = Date.now()): boolean {
  try {
    const last = Number(storage.getItem(CHUNK_RELOAD_KEY));
    return !(Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_GUARD_MS);
  } catch {
    return false;
  }
}

export function markChunkReload(storage: Storage, now: number = Date.now()): void {
  try {
    storage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    // Without storage the guard cannot hold; chunkReloadAllowed then refuses further reloads.
  }
}

/** Reloads the page for a chunk-load error when the guard allows it; answers whether it did. */
export function reloadForChunkError(
  error: unknown,
  storage: Storage = window.sessionStorage,
  reload: () => void = () => window.location.reload(),
): boolean {
  if (!isChunkLoadError(error) || !chunkReloadAllowed(storage)) return false;
  markChunkReload(storage);
  reload();
  return true;
}
