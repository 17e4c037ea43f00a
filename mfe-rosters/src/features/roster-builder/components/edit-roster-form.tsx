import { useId, useState, type FormEvent } from 'react';

export interface EditRosterFormProps {
  name: string;
  pointLimit: number | null | undefined;
  /** Saves and closes; answers false when the store refused (the form then stays open). */
  onSave(name: string, pointLimit: number | null): boolean;
  onCancel(): void;
}

/** Reads the point limit typed as text (SPEC §5): blank or 0 for none, else a number ≥ 0. */
export function readPointLimit(text: string): { ok: true; value: number | null } | { ok: false } {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: null };
  const value = Number(trimmed);
  if (!Number.isFinite(value) || value < 0) return { ok: false };
  return { ok: true, value: value === 0 ? null : value };
}

/** The inline Edit Name / Point Limit form (SPEC §2): saved when it closes with Save. */
export function EditRosterForm({ name, pointLimit, onSave, onCancel }: EditRosterFormProps) {
  const id = useId();
  const [draftName, setDraftName] = useState(name);
  const [draftLimit, setDraftLimit] = useState(
    typeof pointLimit === 'number' && pointLimit > 0 ? String(pointLimit) : '',
  );
  const [errors, setErrors] = useState<{ name?: string; limit?: string }>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const limit = readPointLimit(draftLimit);
    const next = {
      name: draftName.trim() === '' ? 'The roster needs a name.' : undefined,
      limit: limit.ok ? undefined : 'The point limit must be a number of at least 0.',
    };
    setErrors(next);
    if (next.name || !limit.ok) return;
    onSave(draftName.trim(), limit.value);
  }

  return (
    <form className="form-card roster-edit-form no-print" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={`${id}-name`}>Roster Name</label>
        <input
          id={`${id}-name`}
          value={draftName}
          required
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? `${id}-name-error` : undefined}
          onChange={(event) => setDraftName(event.target.value)}
        />
        {errors.name && (
          <span id={`${id}-name-error`} className="field-error">
            {errors.name}
          </span>
        )}
      </div>
      <div className="field">
        <label htmlFor={`${id}-limit`}>Point Limit</label>
        <input
          id={`${id}-limit`}
          inputMode="numeric"
          value={draftLimit}
          placeholder="No limit"
          aria-invalid={errors.limit ? true : undefined}
          aria-describedby={`${id}-limit-help${errors.limit ? ` ${id}-limit-error` : ''}`}
          onChange={(event) => setDraftLimit(event.target.value)}
        />
        <span id={`${id}-limit-help`} className="muted">
          Leave empty (or 0) for no limit.
        </span>
        {errors.limit && (
          <span id={`${id}-limit-error`} className="field-error">
            {errors.limit}
          </span>
        )}
      </div>
      <div className="btn-row">
        <button type="submit" className="btn">
          Save
        </button>
        <button type="button" className="btn btn-secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
