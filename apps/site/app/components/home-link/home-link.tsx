import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';

export interface HomeAnchorLinkProps {
  /** Id of a section of the landing page, without "#". */
  anchor: string;
  className?: string;
  onClick?: () => void;
  children: ReactNode;
}

/**
 * A link to a section of the landing page: a plain in-page "#anchor" on the landing page,
 * "/#anchor" (client-side, then scrolled into view) on every other page.
 */
export function HomeAnchorLink({ anchor, className, onClick, children }: HomeAnchorLinkProps) {
  const { pathname } = useLocation();
  if (pathname === '/') {
    return (
      <a href={`#${anchor}`} className={className} onClick={onClick}>
        {children}
      </a>
    );
  }
  return (
    <Link to={`/#${anchor}`} className={className} onClick={onClick}>
      {children}
    </Link>
  );
}
