import { chatUrlFor } from '@/components/site/site-config';
import { currentLocale } from '@/i18n/activate';

/**
 * The customer-service chat of spec section 2.7 in the page's language, as an absolute URL (a
 * site path would be put under the language prefix by AppLink). Opened in a new tab: the shell's
 * dialog belongs to the shell feature, which features cannot import.
 */
export function customerServiceUrl(): string {
  return new URL(chatUrlFor(currentLocale().slug), window.location.origin).href;
}
