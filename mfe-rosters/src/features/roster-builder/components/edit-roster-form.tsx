import { useForm } from 'react-hook-form';
import { EditorActions, TextField } from '@muster/shared-kernel/ui';

export interface EditRosterFormProps {
  name: string;
  pointLimit: number | null | undefined;
  /** Saves and closes; answers false when the store refused (the form then stays open). */
  onSave(name: string, pointLimit: number | null): boolean;
  onCancel(): void;
}

interface EditRosterValues {
  name: string;
  pointLimit: string;
}

/**
 * Reads the point limit typed as text (SPEC §5): required, a number ≥ 0, where 0 means none (a
 * stored roster's limit is optional).
 */
export function readPointLimit(
  text: string,
): { ok: true; value: number | null } | { ok: false; error: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, error: 'The roster needs a point limit.' };
  const value = Number(trimmed);
  if (!Number.isFinite(value) || value < 0) {
    return { ok: false, error: 'The point limit must be a number of at least 0.' };
  }
  return { ok: true, value: value === 0 ? null : value };
}

/** The inline Edit Name / Point Limit form (SPEC §2): saved when it closes with Save. */
export function EditRosterForm({ name, pointLimit, onSave, onCancel }: EditRosterFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<EditRosterValues>({
    defaultValues: {
      name,
      pointLimit: typeof pointLimit === 'number' && pointLimit > 0 ? String(pointLimit) : '0',
    },
    reValidateMode: 'onChange',
  });

  const save = handleSubmit((values) => {
    const limit = readPointLimit(values.pointLimit);
    if (limit.ok) onSave(values.name.trim(), limit.value);
  });

  return (
    <form
      className="form-card roster-edit-form no-print"
      onSubmit={(event) => void save(event)}
      noValidate
    >
      <TextField
        label="Roster Name"
        required
        error={errors.name?.message}
        {...register('name', {
          validate: (value) => value.trim() !== '' || 'The roster needs a name.',
        })}
      />
      <TextField
        label="Point Limit"
        inputMode="numeric"
        required
        hint="0 for no limit."
        error={errors.pointLimit?.message}
        {...register('pointLimit', {
          validate: (value) => {
            const limit = readPointLimit(value);
            return limit.ok || limit.error;
          },
        })}
      />
      <EditorActions onCancel={onCancel} />
    </form>
  );
}
