// The language choice of every page (in the navigation bar and the footer): the same page in
// English, Telugu or Hindi.
import { useLocation } from 'react-router';
import {
  LOCALES,
  LOCALE_NAMES,
  localeOfPath,
  switchLocalePath,
  type Locale,
} from '../../i18n/locales';
import styles from './language-switcher.module.css';

export interface LanguageSwitcherProps {
  /** Names the group (the navigation bar's) or null when a heading names it (the footer's). */
  label: string | null;
  inverse?: boolean;
  /**
   * The navigation bar's: on wide screens, where the bar is one row, it shows short names
   * (EN, తె, हि) and keeps the full name for screen readers; in the small-screen menu, the full.
   */
  compact?: boolean;
}

/** Each language's short name in its own script (the start of its full name). */
const LOCALE_SHORT_NAMES: Readonly<Record<Locale, string>> = { en: 'EN', te: 'తె', hi: 'हि' };

/**
 * Links to this same page in each language: plain page loads (no framework on content pages),
 * each with hreflang and lang so it is read in its own language. The navigation module
 * remembers the choice (data-lang-switch; see ../nav-bar/nav-behaviour.ts).
 */
export function LanguageSwitcher({
  label,
  inverse = false,
  compact = false,
}: LanguageSwitcherProps) {
  const { pathname } = useLocation();
  const current = localeOfPath(pathname);
  const list = (
    <ul className={`${styles.list} ${inverse ? styles.inverse : ''}`} data-lang-switch="">
      {LOCALES.map((locale) => (
        <li key={locale}>
          <a
            href={switchLocalePath(pathname, locale)}
            hrefLang={locale}
            lang={locale}
            className={styles.link}
            aria-current={locale === current ? 'true' : undefined}
          >
            {compact ? (
              <>
                <span className={styles.full}>{LOCALE_NAMES[locale]}</span>
                <span className={styles.short} aria-hidden="true">
                  {LOCALE_SHORT_NAMES[locale]}
                </span>
              </>
            ) : (
              LOCALE_NAMES[locale]
            )}
          </a>
        </li>
      ))}
    </ul>
  );
  return label ? (
    <div role="group" aria-label={label}>
      {list}
    </div>
  ) : (
    list
  );
}
