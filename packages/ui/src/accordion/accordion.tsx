import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
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

/** Arrow keys, Home and End move between the questions (the WAI-ARIA accordion pattern). */
function moveFocus(event: KeyboardEvent<HTMLButtonElement>) {
  const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
  if (!keys.includes(event.key)) return;
  const root = event.currentTarget.closest('[data-accordion]');
  const triggers = Array.from(root?.querySelectorAll<HTMLButtonElement>('[data-trigger]') ?? []);
  const at = triggers.indexOf(event.currentTarget);
  if (at < 0 || triggers.length === 0) return;
  event.preventDefault();
  const last = triggers.length - 1;
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? last
        : (at + (event.key === 'ArrowDown' ? 1 : -1) + triggers.length) % triggers.length;
  triggers[next]?.focus();
}

/**
 * Questions and answers (the WAI-ARIA accordion pattern): each question is a button with
 * aria-expanded in a heading, and opens and closes its answer region on its own. Answers stay
 * in the HTML (display: none while closed) so prerendered pages carry them. Plain elements and
 * one state: a page of many questions hydrates cheaply (the FAQ page has 17).
 */
export function Accordion({ items, headingLevel = 3, defaultOpen, className }: AccordionProps) {
  const Heading = `h${headingLevel}` as const;
  const base = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(defaultOpen));
  const toggle = (value: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(value)) next.add(value);
      return next;
    });

  return (
    <div data-accordion="" className={cx(styles.root, className)}>
      {items.map((item, index) => {
        const value = item.id ?? String(index);
        const state = open.has(value) ? 'open' : 'closed';
        const triggerId = `${base}-q${index}`;
        const contentId = `${base}-a${index}`;
        return (
          <div key={value} data-state={state} className={styles.item}>
            <Heading className={styles.heading}>
              <button
                type="button"
                id={triggerId}
                data-trigger=""
                data-state={state}
                aria-expanded={state === 'open'}
                aria-controls={contentId}
                className={styles.trigger}
                onClick={() => toggle(value)}
                onKeyDown={moveFocus}
              >
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
              </button>
            </Heading>
            <div
              id={contentId}
              role="region"
              aria-labelledby={triggerId}
              data-state={state}
              className={styles.content}
            >
              {item.answer}
            </div>
          </div>
        );
      })}
    </div>
  );
}
