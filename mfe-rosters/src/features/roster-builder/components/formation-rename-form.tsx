import { useState } from 'react';
import { LIMITS } from '@muster/shared-kernel/core';

/** The inline rename form: Enter (or Save) saves, Escape (or Cancel) leaves the name as it was. */
export function RenameForm({
  name,
  onSave,
  onClose,
}: {
  name: string;
  onSave(name: string): void;
  onClose(): void;
}) {
  const [value, setValue] = useState(name);
  return (
    <form
      className="formation-rename"
      onSubmit={(event) => {
        event.preventDefault();
        onSave(value);
        onClose();
      }}
    >
      <input
        type="text"
        className="input"
        aria-label={`New name of ${name}`}
        value={value}
        maxLength={LIMITS.roster.formationName.maxLength}
        // The form opens on a person's request: the field is where they meant to type.
        autoFocus
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            onClose();
          }
        }}
      />
      <button type="submit" className="btn btn-small">
        Save
      </button>
      <button type="button" className="btn btn-secondary btn-small" onClick={onClose}>
        Cancel
      </button>
    </form>
  );
}
