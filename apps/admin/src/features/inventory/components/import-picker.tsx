// The picker both import dialogs share: search, select all shown, and what the selection holds.
import { useState, type ReactNode } from 'react';
import { Checkbox } from '@kirana/ui/checkbox';
import { EmptyState } from '@kirana/ui/empty-state';
import { TextField } from '@kirana/ui/text-field';
import styles from './import-picker.module.css';

export interface PickerItem {
  _id: string;
  name: string;
  imageUrl: string;
  /** Extra line under the name (e.g. the suggested price). */
  detail?: ReactNode;
}

interface ImportPickerProps {
  /** Accessible name of the group of checkboxes. */
  label: string;
  /** Label of the search box, e.g. "Search categories". */
  searchLabel: string;
  /** What the list says when the search matches nothing. */
  noMatch: (query: string) => string;
  items: readonly PickerItem[];
  selected: ReadonlySet<string>;
  /** Called with the new selection when an item is checked or unchecked. */
  onChange: (selected: ReadonlySet<string>) => void;
  disabled?: boolean;
}

/** The items whose name contains the query, ignoring case and surrounding spaces. */
export function matching<T extends { name: string }>(items: readonly T[], query: string): T[] {
  const needle = query.trim().toLocaleLowerCase();
  return needle
    ? items.filter((item) => item.name.toLocaleLowerCase().includes(needle))
    : [...items];
}

/** What the live region says about the selection. */
export function selectionStatus(count: number, hidden: number): string {
  return hidden > 0 ? `${count} selected, ${hidden} hidden by the search` : `${count} selected`;
}

/**
 * A list of default items to import, each with a checkbox, image and name; a search box filters
 * it by name and "Select all" chooses (or clears) every item shown. Choices hidden by the
 * search stay chosen, and the count says so.
 */
export function ImportPicker({
  label,
  searchLabel,
  noMatch,
  items,
  selected,
  onChange,
  disabled,
}: ImportPickerProps) {
  const [query, setQuery] = useState('');
  const visible = matching(items, query);
  const chosen = items.filter((item) => selected.has(item._id)).length;
  const chosenVisible = visible.filter((item) => selected.has(item._id)).length;
  const allVisible = visible.length > 0 && chosenVisible === visible.length;

  function toggle(id: string, checked: boolean) {
    const next = new Set(selected);
    if (checked) next.add(id);
    else next.delete(id);
    onChange(next);
  }

  function toggleAll(checked: boolean) {
    const next = new Set(selected);
    for (const item of visible) {
      if (checked) next.add(item._id);
      else next.delete(item._id);
    }
    onChange(next);
  }

  return (
    <fieldset className={styles.fieldset} disabled={disabled}>
      <legend className={styles.legend}>{label}</legend>
      <TextField
        label={searchLabel}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        autoComplete="off"
        className={styles.search}
      />
      <div className={styles.toolbar}>
        {visible.length > 0 && (
          <Checkbox
            label="Select all"
            checked={allVisible}
            indeterminate={chosenVisible > 0 && !allVisible}
            onChange={(event) => toggleAll(event.target.checked)}
          />
        )}
        <p role="status" className={styles.status}>
          {selectionStatus(chosen, chosen - chosenVisible)}
        </p>
      </div>
      {visible.length === 0 && <EmptyState>{noMatch(query.trim())}</EmptyState>}
      <ul className={styles.list}>
        {visible.map((item) => (
          <li key={item._id}>
            <label className={styles.row}>
              <input
                type="checkbox"
                className={styles.checkbox}
                checked={selected.has(item._id)}
                onChange={(event) => toggle(item._id, event.target.checked)}
              />
              <img className={styles.image} src={item.imageUrl} alt="" width={48} height={48} />
              <span className={styles.text}>
                <span className={styles.name}>{item.name}</span>
                {item.detail && <span className={styles.detail}>{item.detail}</span>}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
