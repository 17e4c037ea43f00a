import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { Faction } from '@muster/shared-kernel/core';
import { notify } from '@muster/shared-kernel/client';
import { rosterStore } from '@muster/shared-kernel/client/rosters';
import { Modal, RosterFields, type RosterFieldValues } from '@muster/shared-kernel/ui';
import { paths } from '@muster/shared-kernel/core';

/**
 * The New Roster modal: Roster Name (required, default 'New {title} Roster'), Point Limit
 * (required number, at least 0, default 0); Create stores the roster in this browser, pinned to
 * the faction's latest approved version when it has one, and opens /roster/{key}.
 */
export function NewRosterModal({ faction, onClose }: { faction: Faction; onClose: () => void }) {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RosterFieldValues>({
    defaultValues: { name: `New ${faction.title} Roster`, pointLimit: '0' },
    reValidateMode: 'onChange',
  });

  const create = handleSubmit(async ({ name, pointLimit }) => {
    const result = await rosterStore.create({
      faction_title: faction.title,
      faction_slug: faction.slug,
      name: name.trim(),
      point_limit: Number(pointLimit),
      unit_list: [],
      // Built on the version the public sees, even from an editor's working copy.
      ...(faction.latestVersion ? { faction_version: faction.latestVersion } : {}),
    });
    if (!result.ok) {
      notify.error(result.error);
      return;
    }
    void navigate(paths.roster(result.roster.key));
  });

  return (
    <Modal title="Create New Roster" onClose={onClose}>
      <form onSubmit={(event) => void create(event)} noValidate>
        <RosterFields register={register} errors={errors} />
        <div className="btn-row">
          <button type="submit" className="btn">
            Create
          </button>
          <button type="button" className="btn btn-secondary" data-close onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Modal>
  );
}
