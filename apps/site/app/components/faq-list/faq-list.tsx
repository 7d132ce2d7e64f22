// The FAQ page's and the landing page's questions, open and closed with no script.
import type { ReactNode } from 'react';
import styles from './faq-list.module.css';

export interface FaqItem {
  question: ReactNode;
  answer: ReactNode;
}

export interface FaqListProps {
  items: ReadonlyArray<FaqItem>;
  /** Heading level of each question (default 3), to fit the page's outline. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * Questions and answers as native disclosure elements: each question is a <summary> that
 * opens and closes its answer on click, Enter or Space, announced as expanded or collapsed by
 * screen readers, with no script at all (pages with only FAQs ship no framework). The question
 * is a heading inside the summary, so the page's outline and heading navigation keep it.
 */
export function FaqList({ items, headingLevel = 3 }: FaqListProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.root}>
      {items.map((item, index) => (
        <details key={index} className={styles.item}>
          <summary className={styles.summary}>
            <Heading className={styles.question}>{item.question}</Heading>
            <svg
              className={styles.chevron}
              viewBox="0 0 20 20"
              aria-hidden="true"
              focusable="false"
            >
              <path
                d="m5 7.5 5 5 5-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </summary>
          <div className={styles.answer}>{item.answer}</div>
        </details>
      ))}
    </div>
  );
}
