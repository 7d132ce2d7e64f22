// The section block of the landing page and inner pages: an anchor, an h2 and its region.
import type { ReactNode } from 'react';

export interface SectionProps {
  /** In-page anchor, also labels the section through its heading. */
  id: string;
  title: ReactNode;
  eyebrow?: ReactNode;
  intro?: ReactNode;
  tone?: 'plain' | 'muted' | 'tint';
  center?: boolean;
  children: ReactNode;
}

/** A page section with an h2 heading; the heading names the region for assistive technology. */
export function Section({
  id,
  title,
  eyebrow,
  intro,
  tone = 'plain',
  center = false,
  children,
}: SectionProps) {
  const headingId = `${id}-heading`;
  const toneClass = tone === 'plain' ? '' : ` section--${tone}`;
  return (
    <section id={id} aria-labelledby={headingId} className={`section${toneClass}`}>
      <div className="container">
        <div className={`section-head${center ? ' section-head--center' : ''}`}>
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <h2 id={headingId}>{title}</h2>
          {intro && <p className="lead">{intro}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}
