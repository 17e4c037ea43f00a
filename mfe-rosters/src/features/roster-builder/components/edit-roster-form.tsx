import { useState, type FormEvent } from 'react';
import { EditorActions, TextField } from '@muster/shared-kernel/ui';

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
      <TextField
        label="Roster Name"
        required
        value={draftName}
        error={errors.name}
        onChange={(event) => setDraftName(event.target.value)}
      />
      <TextField
        label="Point Limit"
        inputMode="numeric"
        placeholder="No limit"
        value={draftLimit}
        hint="Leave empty (or 0) for no limit."
        error={errors.limit}
        onChange={(event) => setDraftLimit(event.target.value)}
      />
      <EditorActions onCancel={onCancel} />
    </form>
  );
}
