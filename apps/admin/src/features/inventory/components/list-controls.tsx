import { useState, type FormEvent } from 'react';
import { Button } from '@kirana/ui/button';
import { Select } from '@kirana/ui/select';
import { TextField } from '@kirana/ui/text-field';
import type { ProductSort } from '@kirana/api-client/types';
import { PRODUCT_SORT_LABELS, SORT_LABEL } from '../messages';
import styles from './inventory-screen.module.css';

const SORT_OPTIONS = (Object.keys(PRODUCT_SORT_LABELS) as ProductSort[]).map((value) => ({
  value,
  label: PRODUCT_SORT_LABELS[value],
}));

interface SearchFormProps {
  /** The search box's label, e.g. "Search products". */
  label: string;
  /** The search in effect. */
  query: string;
  onSearch: (query: string) => void;
}

/** A search box with its button; the search runs on submit (Enter or the button). */
export function SearchForm({ label, query, onSearch }: SearchFormProps) {
  const [text, setText] = useState(query);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(text.trim());
  }

  return (
    <form role="search" aria-label={label} className={styles.search} onSubmit={submit}>
      <TextField
        label={label}
        type="search"
        name="q"
        placeholder="Product name"
        value={text}
        onChange={(event) => setText(event.target.value)}
        className={styles.searchField}
      />
      <Button type="submit" variant="secondary">
        Search
      </Button>
    </form>
  );
}

interface ListControlsProps extends SearchFormProps {
  sort: ProductSort;
  onSortChange: (sort: ProductSort) => void;
}

/** A product list's search (by name) and order (name or price). */
export function ListControls({ sort, onSortChange, ...search }: ListControlsProps) {
  return (
    <div className={styles.controls}>
      <SearchForm {...search} />
      <Select
        label={SORT_LABEL}
        name="sort"
        options={SORT_OPTIONS}
        value={sort}
        onChange={(event) => onSortChange(event.target.value as ProductSort)}
      />
    </div>
  );
}
