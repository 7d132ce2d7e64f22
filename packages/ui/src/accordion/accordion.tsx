import type { ReactNode } from 'react';
import { Accordion as AccordionPrimitive } from 'radix-ui';
import { cx } from '../internal/cx';
import styles from './accordion.module.css';

export interface AccordionItem {
  /** Stable key; defaults to the item's position. */
  id?: string;
  question: ReactNode;
  answer: ReactNode;
}

export interface AccordionProps {
  items: ReadonlyArray<AccordionItem>;
  /** Heading level of each question (default 3). */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Ids (or positions as strings) of the items open at first. */
  defaultOpen?: string[];
  className?: string;
}

/**
 * Questions and answers (Radix Accordion, type "multiple"): each question is a button with
 * aria-expanded that opens and closes its answer region on its own. Answers stay in the HTML
 * (display: none while closed) so prerendered pages carry them.
 */
export function Accordion({ items, headingLevel = 3, defaultOpen, className }: AccordionProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <AccordionPrimitive.Root
      type="multiple"
      defaultValue={defaultOpen}
      className={cx(styles.root, className)}
    >
      {items.map((item, index) => {
        const value = item.id ?? String(index);
        return (
          <AccordionPrimitive.Item key={value} value={value} className={styles.item}>
            <AccordionPrimitive.Header asChild>
              <Heading className={styles.heading}>
                <AccordionPrimitive.Trigger className={styles.trigger}>
                  <span>{item.question}</span>
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
                </AccordionPrimitive.Trigger>
              </Heading>
            </AccordionPrimitive.Header>
            <AccordionPrimitive.Content forceMount className={styles.content}>
              {item.answer}
            </AccordionPrimitive.Content>
          </AccordionPrimitive.Item>
        );
      })}
    </AccordionPrimitive.Root>
  );
}
