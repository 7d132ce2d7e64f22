// Links to the landing page's sections that work from any page and in every language.
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { localeOfPath, localePath } from '../../i18n/locales';

export interface HomeAnchorLinkProps {
  /** Id of a section of the landing page, without "#". */
  anchor: string;
  className?: string;
  onClick?: () => void;
  children: ReactNode;
}

/**
 * A link to a section of the landing page of the page's language: a plain in-page "#anchor" on
 * that landing page, "/#anchor" (or "/te/#anchor" ...) on every other page.
 */
export function HomeAnchorLink({ anchor, className, onClick, children }: HomeAnchorLinkProps) {
  const { pathname } = useLocation();
  const home = localePath(localeOfPath(pathname), '/');
  if (pathname === home || `${pathname}/` === home) {
    return (
      <a href={`#${anchor}`} className={className} onClick={onClick}>
        {children}
      </a>
    );
  }
  return (
    <Link to={`${home}#${anchor}`} className={className} onClick={onClick}>
      {children}
    </Link>
  );
}
