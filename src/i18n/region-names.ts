import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';

/** Country names in the page's language, from ISO 3166-1 alpha-2 codes. */
export function useRegionNames() {
  const { i18n } = useLingui();
  return useMemo(() => {
    const names = new Intl.DisplayNames([i18n.locale], { type: 'region' });
    return (code: string) => {
      try {
        return names.of(code) ?? code;
      } catch {
        return code;
      }
    };
  }, [i18n.locale]);
}
