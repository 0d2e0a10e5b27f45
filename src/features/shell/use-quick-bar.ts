import { useRouterState } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';

/** Spec section 2.7: the stored flag of the quick bar. */
export const QUICK_STORAGE_KEY = 'showQuick';

/** The `quick` query parameter as '1' / '0', or null when absent or anything else. */
export function quickParam(search: Record<string, unknown>): '1' | '0' | null {
  const value = search.quick;
  if (value === 1 || value === '1' || value === true) return '1';
  if (value === 0 || value === '0' || value === false) return '0';
  return null;
}

/** The bar shows when `quick` is 1, else when the stored `showQuick` is 1. */
export function resolveQuickOpen(param: '1' | '0' | null, stored: string | null): boolean {
  return param !== null ? param === '1' : stored === '1';
}

function readStored(storage: Storage | undefined): string | null {
  try {
    return storage?.getItem(QUICK_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

function writeStored(storage: Storage | undefined, open: boolean): void {
  try {
    storage?.setItem(QUICK_STORAGE_KEY, open ? '1' : '0');
  } catch {
    // Private mode: the bar still opens and closes, it only is not remembered.
  }
}

/**
 * Whether the quick bar is open, and a setter that remembers the choice in local storage. A
 * `quick` parameter in the address wins over the stored flag and is remembered too.
 */
export function useQuickBar(storage: Storage | undefined = globalThis.localStorage) {
  const param = useRouterState({
    select: (state) => quickParam(state.location.search as Record<string, unknown>),
  });
  const [state, setState] = useState(() => ({
    param,
    open: resolveQuickOpen(param, readStored(storage)),
  }));
  // A navigation that adds `?quick=` overrides the current state (derived during render).
  if (state.param !== param) {
    setState({ param, open: param === null ? state.open : param === '1' });
  }

  useEffect(() => {
    if (param !== null) writeStored(storage, param === '1');
  }, [param, storage]);

  const setOpen = useCallback(
    (open: boolean) => {
      writeStored(storage, open);
      setState((current) => ({ ...current, open }));
    },
    [storage],
  );

  return { open: state.open, setOpen };
}
