import { notify } from '@muster/shared-kernel/client';
import { DeleteButton } from '@muster/shared-kernel/ui';

/**
 * A list row's Remove (moderators): the kit's delete confirmation, then `onRemove`, which answers
 * whether the server removed it; 'Removed {name}' when it did.
 */
export function RemoveButton({
  name,
  onRemove,
  refusal,
}: {
  name: string;
  onRemove: () => Promise<boolean>;
  /** Why this one cannot be removed: the button is then disabled, with this as its title. */
  refusal?: string;
}) {
  return (
    <DeleteButton
      className="btn-small"
      label={refusal ? undefined : `Remove ${name}`}
      what={name}
      disabled={refusal !== undefined}
      title={refusal}
      onDelete={async () => {
        if (await onRemove()) notify.success(`Removed ${name}`);
      }}
    >
      Remove
    </DeleteButton>
  );
}
