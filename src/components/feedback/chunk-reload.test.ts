import { describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_GUARD_MS,
  CHUNK_RELOAD_KEY,
  chunkReloadAllowed,
  isChunkLoadError,
  reloadForChunkError,
} from './chunk-reload';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

const chunkError = new TypeError(
  'Failed to fetch dynamically imported module: https://portal.example/assets/login-abc.js',
);

describe('chunk-load errors', () => {
  it('recognises failed JS and CSS chunk loads of the browsers', () => {
    expect(isChunkLoadError(chunkError)).toBe(true);
    expect(isChunkLoadError(new Error('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new Error('Request failed'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});

describe('reload guard', () => {
  it('reloads once, then not again within 60 s, then again after', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_000_000);

    expect(reloadForChunkError(chunkError, storage, reload)).toBe(true);
    expect(storage.getItem(CHUNK_RELOAD_KEY)).toBe('1000000');

    now.mockReturnValue(1_000_000 + CHUNK_RELOAD_GUARD_MS - 1);
    expect(reloadForChunkError(chunkError, storage, reload)).toBe(false);

    now.mockReturnValue(1_000_000 + CHUNK_RELOAD_GUARD_MS);
    expect(reloadForChunkError(chunkError, storage, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
    now.mockRestore();
  });

  it('never reloads for other errors', () => {
    const reload = vi.fn();
    expect(reloadForChunkError(new Error('boom'), memoryStorage(), reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('refuses to reload when the storage cannot be read', () => {
    const storage = memoryStorage();
    storage.getItem = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    expect(chunkReloadAllowed(storage, 5)).toBe(false);
  });
});
