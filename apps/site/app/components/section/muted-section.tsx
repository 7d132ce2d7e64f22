// A page's closing band: a muted region named by its h2 (the other policies, a post's related
// posts, the contact page's map).
import type { ReactNode } from 'react';

export interface MutedSectionProps {
  /** `nav` for a band of links to other pages. */
  as?: 'section' | 'nav';
  headingId: string;
  title: ReactNode;
  titleClassName?: string;
  children: ReactNode;
}

export function MutedSection({
  as: Tag = 'section',
  headingId,
  title,
  titleClassName,
  children,
}: MutedSectionProps) {
  return (
    <Tag aria-labelledby={headingId} className="section section--muted">
      <div className="container">
        <h2 id={headingId} className={titleClassName}>
          {title}
        </h2>
        {children}
      </div>
    </Tag>
  );
}
