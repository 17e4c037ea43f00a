import { useEffect, useState, type FormEvent } from 'react';

/** What {@link SearchForm} searches and where its words go. */
export interface SearchFormProps {
  /** The search box's accessible name ('Search factions'). */
  label: string;
  placeholder: string;
  /** The search in force (from the address); the box shows it again whenever it changes. */
  value: string;
  /** Called on Search (or Enter) with the words typed, trimmed. */
  onSearch: (words: string) => void;
  /** The form's class, for its place in the page's layout. */
  className?: string;
}

/** A search box and its Search button, as a `role="search"` form. */
export function SearchForm({ label, placeholder, value, onSearch, className }: SearchFormProps) {
  const [typed, setTyped] = useState(value);
  useEffect(() => setTyped(value), [value]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(typed.trim());
  };
  return (
    <form className={className} role="search" onSubmit={submit}>
      <input
        type="search"
        className="input"
        aria-label={label}
        placeholder={placeholder}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
      />
      <button type="submit" className="btn">
        Search
      </button>
    </form>
  );
}
