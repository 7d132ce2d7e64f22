import { useLocation } from 'react-router';
import { LOCALES, LOCALE_NAMES, localeOfPath, switchLocalePath } from '../../i18n/locales';
import styles from './language-switcher.module.css';

export interface LanguageSwitcherProps {
  /** Names the group (the navigation bar's) or null when a heading names it (the footer's). */
  label: string | null;
  inverse?: boolean;
}

/**
 * Links to this same page in each language: plain page loads (no framework on content pages),
 * each with hreflang and lang so it is read in its own language. The navigation module
 * remembers the choice (data-lang-switch; see ../nav-bar/nav-behaviour.ts).
 */
export function LanguageSwitcher({ label, inverse = false }: LanguageSwitcherProps) {
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
            {LOCALE_NAMES[locale]}
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
