import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { type Faction } from '@muster/shared-kernel/core';
import { notify } from '@muster/shared-kernel/client';
import { rosterStore } from '@muster/shared-kernel/client/rosters';
import { Modal, TextField } from '@muster/shared-kernel/ui';

/**
 * SPEC §2 New Roster modal: Roster Name (required, default 'New {title} Roster'), Point Limit
 * (required number, at least 0, default 0); Create stores the roster in this browser and opens
 * /roster/{key}.
 */
export function NewRosterModal({ faction, onClose }: { faction: Faction; onClose: () => void }) {
  const navigate = useNavigate();
  const [name, setName] = useState(`New ${faction.title} Roster`);
  const [limit, setLimit] = useState('0');
  const [errors, setErrors] = useState<{ name?: string; limit?: string }>({});

  function create(event: FormEvent) {
    event.preventDefault();
    const pointLimit = Number(limit);
    const found = {
      name: name.trim() ? undefined : 'Roster Name is required',
      limit:
        limit.trim() === ''
          ? 'Point Limit is required'
          : !Number.isFinite(pointLimit) || pointLimit < 0
            ? 'Point Limit must be a number of at least 0'
            : undefined,
    };
    setErrors(found);
    if (found.name || found.limit) return;
    const result = rosterStore.create({
      faction_title: faction.title,
      faction_slug: faction.slug,
      name: name.trim(),
      point_limit: pointLimit,
      unit_list: [],
    });
    if (!result.ok) {
      notify.error(result.error);
      return;
    }
    void navigate(`/roster/${encodeURIComponent(result.roster.key)}`);
  }

  return (
    <Modal title="Create New Roster" onClose={onClose}>
      <form onSubmit={create} noValidate>
        <TextField
          label="Roster Name"
          required
          value={name}
          error={errors.name}
          onChange={(event) => setName(event.target.value)}
        />
        <TextField
          label="Point Limit"
          type="number"
          required
          min={0}
          value={limit}
          error={errors.limit}
          onChange={(event) => setLimit(event.target.value)}
        />
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
