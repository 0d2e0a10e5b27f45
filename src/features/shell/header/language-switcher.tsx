import { useLingui } from '@lingui/react/macro';
import { Dropdown, DropdownItem, dropdownClasses } from '@/components/dropdown/dropdown';
import { IconChevronDown, IconLanguage } from '@/components/icons/icons';
import { currentLocale } from '@/i18n/activate';
import { LOCALES, type Locale } from '@/i18n/locales';
import { storePreferredLocale } from '@/i18n/preference';
import { languageSwitchHref } from '../language';
import classes from './header.module.css';

/**
 * Switches to the same page in another language (spec section 2.4): stores the `lang` cookie and
 * loads the page under the new prefix, so catalogs, formats and API answers all change together.
 */
export function switchLanguage(
  locale: Locale,
  location: Pick<Location, 'pathname' | 'search' | 'hash' | 'assign'> = window.location,
): void {
  storePreferredLocale(locale);
  location.assign(languageSwitchHref(location, locale.slug));
}

/** The four language options with their name and short name (spec section 3, language option). */
export function LanguageSwitcher() {
  const { t } = useLingui();
  const active = currentLocale();
  const languageName = active.name;
  return (
    <Dropdown
      align="end"
      triggerProps={{ className: classes.action }}
      label={
        <>
          <IconLanguage size={18} />
          <span>{active.sname}</span>
          <span className={classes.srOnly}>{t`Language: ${languageName}`}</span>
          <IconChevronDown size={14} />
        </>
      }
    >
      {() => (
        <>
          <div className={dropdownClasses.label}>{t`Language`}</div>
          {LOCALES.map((locale) => (
            <DropdownItem
              key={locale.slug}
              lang={locale.bcp47}
              data-value={locale.slug}
              aria-current={locale.slug === active.slug ? 'true' : undefined}
              rightSection={<span className={classes.languageShort}>{locale.sname}</span>}
              onClick={() => {
                if (locale.slug !== active.slug) switchLanguage(locale);
              }}
            >
              {locale.name}
            </DropdownItem>
          ))}
        </>
      )}
    </Dropdown>
  );
}
