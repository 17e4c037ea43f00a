import { useId, useState } from 'react';
import { LIMITS, textProblem, type TextLimit } from '@muster/shared-kernel/core';

/** The words of a {@link ListField}. */
export interface ListFieldWords {
  /** The field's label and the list's accessible name: 'Editors', 'Tags'. */
  label: string;
  /** One item, capitalised: 'Editor' ('Add Editor', 'Remove editor ada', 'Editor is required'). */
  item: string;
  /** The text box's accessible name: 'Editor username'. */
  input: string;
  placeholder?: string;
  /** Shown while the list is empty. */
  empty: string;
}

/** Props of {@link ListField}. */
export interface ListFieldProps {
  items: readonly string[];
  onChange: (items: string[]) => void;
  words: ListFieldWords;
  /** The limit each new item is checked against (its error shows beside the box). */
  limit: TextLimit;
}

/**
 * A list of short texts (usernames, tags) with a text box to add one (Enter or the Add button)
 * and a × to remove each. A new item is trimmed; a blank one or a repeat is ignored; one its
 * limit refuses stays in the box with the reason beside it.
 */
export function ListField({ items, onChange, words, limit }: ListFieldProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const lower = words.item.toLowerCase();

  function add() {
    const item = text.trim();
    setText(item);
    if (!item) return;
    const problem = textProblem(item, limit, words.item);
    setError(problem);
    if (problem) return;
    if (!items.includes(item)) onChange([...items, item]);
    setText('');
  }

  return (
    <div className="field">
      <span className="field-label" id={`${id}-label`}>
        {words.label}
      </span>
      {items.length > 0 ? (
        <ul className="chip-list" aria-label={words.label}>
          {items.map((item) => (
            <li key={item}>
              {item}
              <button
                type="button"
                className="btn btn-secondary btn-small"
                aria-label={`Remove ${lower} ${item}`}
                onClick={() => onChange(items.filter((other) => other !== item))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <span className="muted field-hint">{words.empty}</span>
      )}
      <div className="inline-add">
        <input
          className="input"
          aria-label={words.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          placeholder={words.placeholder}
          maxLength={limit.maxLength}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setError(undefined);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <button type="button" className="btn btn-secondary" onClick={add}>
          Add {words.item}
        </button>
      </div>
      {error && (
        <span className="field-error" id={`${id}-error`} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

/**
 * Editors as a list of usernames: the author and moderators may name others who can
 * edit. The server refuses a username that has no account, saying which.
 */
export function EditorsField({
  editors,
  onChange,
  empty,
}: {
  editors: readonly string[];
  onChange: (editors: string[]) => void;
  /** Who may edit while no editor is named: 'Only you can edit this faction.' */
  empty: string;
}) {
  return (
    <ListField
      items={editors}
      onChange={onChange}
      limit={LIMITS.user.username}
      words={{
        label: 'Editors',
        item: 'Editor',
        input: 'Editor username',
        placeholder: 'Username',
        empty,
      }}
    />
  );
}
