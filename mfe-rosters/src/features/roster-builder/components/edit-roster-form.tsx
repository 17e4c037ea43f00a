import { useForm } from 'react-hook-form';
import { EditorActions, RosterFields, type RosterFieldValues } from '@muster/shared-kernel/ui';

export interface EditRosterFormProps {
  name: string;
  pointLimit: number | null | undefined;
  /** Saves and closes; answers false when the store refused (the form then stays open). */
  onSave(name: string, pointLimit: number | null): Promise<boolean>;
  onCancel(): void;
}

/** The inline Edit Name / Point Limit form: saved when it closes with Save. */
export function EditRosterForm({ name, pointLimit, onSave, onCancel }: EditRosterFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RosterFieldValues>({
    defaultValues: {
      name,
      pointLimit: typeof pointLimit === 'number' && pointLimit > 0 ? String(pointLimit) : '0',
    },
    reValidateMode: 'onChange',
  });

  // A point limit of 0 means none; a stored roster's limit is then null.
  const save = handleSubmit(async (values) => {
    const limit = Number(values.pointLimit);
    await onSave(values.name.trim(), limit === 0 ? null : limit);
  });

  return (
    <form
      className="form-card roster-edit-form no-print"
      onSubmit={(event) => void save(event)}
      noValidate
    >
      <RosterFields register={register} errors={errors} />
      <EditorActions onCancel={onCancel} />
    </form>
  );
}
