import type { ReactNode } from 'react';
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
  items: readonly PickerItem[];
  selected: ReadonlySet<string>;
  /** Called with the new selection when an item is checked or unchecked. */
  onChange: (selected: ReadonlySet<string>) => void;
  disabled?: boolean;
}

/** A list of default items to import, each with a checkbox, image and name. */
export function ImportPicker({ label, items, selected, onChange, disabled }: ImportPickerProps) {
  function toggle(id: string, checked: boolean) {
    const next = new Set(selected);
    if (checked) next.add(id);
    else next.delete(id);
    onChange(next);
  }

  return (
    <fieldset className={styles.fieldset} disabled={disabled}>
      <legend className={styles.legend}>{label}</legend>
      <ul className={styles.list}>
        {items.map((item) => (
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
