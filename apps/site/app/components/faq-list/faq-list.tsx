import { useId, useState } from 'react';
import type { FaqItem } from '../../content/faqs';

// TEMPORARY until @kirana/ui/accordion lands.
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  const id = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  return (
    <div>
      {items.map((item, index) => {
        const expanded = open.has(index);
        return (
          <div key={item.question}>
            <h3>
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={`${id}-${index}`}
                onClick={() => {
                  const next = new Set(open);
                  if (expanded) next.delete(index);
                  else next.add(index);
                  setOpen(next);
                }}
              >
                {item.question}
              </button>
            </h3>
            <div id={`${id}-${index}`} hidden={!expanded}>
              <p>{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
