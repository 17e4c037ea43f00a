import { useForm } from 'react-hook-form';
import { LIMITS } from '@muster/shared-kernel/core';
import { EditorActions, TextField, numberRule, textRule } from '@muster/shared-kernel/ui';

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

  // A point limit of 0 means none (SPEC §5); a stored roster's limit is then null.
  const save = handleSubmit((values) => {
    const limit = Number(values.pointLimit);
    onSave(values.name.trim(), limit === 0 ? null : limit);
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
        maxLength={LIMITS.roster.name.maxLength}
        error={errors.name?.message}
        {...register('name', textRule(LIMITS.roster.name, 'Roster Name'))}
      />
      <TextField
        label="Point Limit"
        inputMode="numeric"
        required
        hint="0 for no limit."
        error={errors.pointLimit?.message}
        {...register('pointLimit', numberRule(LIMITS.roster.pointLimit, 'Point Limit'))}
      />
      <EditorActions onCancel={onCancel} />
    </form>
  );
}
