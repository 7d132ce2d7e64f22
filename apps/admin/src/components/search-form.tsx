// The search box the list screens share: typed text is sent on submit, not on every key.
import { useState, type FormEvent } from 'react';
import { Button } from '@kirana/ui/button';
import { TextField } from '@kirana/ui/text-field';
import styles from './search-form.module.css';

interface SearchFormProps {
  /** The search landmark's name, e.g. "Stores". */
  name: string;
  /** The box's label, e.g. "Search stores". */
  label: string;
  placeholder: string;
  /** The search in effect (from the URL); the box starts with it. */
  query: string;
  /** Runs the search, trimmed, on submit (Enter or the button): not on every keystroke. */
  onSearch: (query: string) => void;
}

/** A list's search box and its button. */
export function SearchForm({ name, label, placeholder, query, onSearch }: SearchFormProps) {
  const [text, setText] = useState(query);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(text.trim());
  }

  return (
    <form role="search" aria-label={name} className={styles.search} onSubmit={submit}>
      <TextField
        label={label}
        type="search"
        name="q"
        placeholder={placeholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
        className={styles.field}
      />
      <Button type="submit" variant="secondary">
        Search
      </Button>
    </form>
  );
}
