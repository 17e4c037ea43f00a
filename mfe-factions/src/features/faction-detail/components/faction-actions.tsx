import { Link } from 'react-router-dom';
import { can, type Faction, paths } from '@muster/shared-kernel/core';
import { useSession } from '@muster/shared-kernel/client';
import { useModerateFaction, type ModerationIntent } from '@muster/shared-kernel/client/moderation';
import { ReasonButton } from '@muster/shared-kernel/ui';

/** What {@link FactionActions} acts on, and what its roster and delete buttons call. */
interface FactionActionsProps {
  faction: Faction;
  /** A deletion is running: the moderator's buttons wait. */
  busy: boolean;
  onCreateRoster: () => void;
  onDelete: () => void;
}

/**
 * The faction's buttons: Create New Roster for everyone; Edit Faction and Delete
 * Faction for those who may; a moderator's Approve / Disapprove and Banish to DRAFT, the last two
 * asking for an optional reason the author then sees.
 */
export function FactionActions({ faction, busy, onCreateRoster, onDelete }: FactionActionsProps) {
  const session = useSession();
  // Each button names the result it wants, so a stale page cannot undo another moderator's
  // action: the server then answers that it was already done, which the hook says.
  const moderation = useModerateFaction({ announceDone: true });
  const moderator = can(session, 'faction:review');

  // The faction is read again after each action (the mutation invalidates it), so the buttons
  // follow what the server now holds.
  function moderate(action: ModerationIntent, reason?: string) {
    moderation.mutate({ action, id: faction._id, reason });
  }
  const waiting = busy || moderation.isPending;

  return (
    <div className="btn-row">
      <button type="button" className="btn" onClick={onCreateRoster}>
        Create New Roster
      </button>
      {can(session, 'faction:edit', faction.acl) && (
        <Link className="btn btn-secondary" to={paths.editFaction(faction.slug)}>
          Edit Faction
        </Link>
      )}
      {can(session, 'faction:delete', faction.acl) && (
        <button type="button" className="btn btn-danger" onClick={onDelete}>
          Delete Faction
        </button>
      )}
      {moderator && faction.reviewed && (
        <ReasonButton
          action="Moderator Disapprove"
          className="btn btn-secondary"
          disabled={waiting}
          onConfirm={(reason) => moderate('disapprove', reason)}
        />
      )}
      {moderator && !faction.reviewed && (
        <button
          type="button"
          className="btn btn-secondary"
          disabled={waiting}
          onClick={() => moderate('approve')}
        >
          Moderator Approve
        </button>
      )}
      {moderator && faction.public && !faction.reviewed && (
        <ReasonButton
          action="Banish to DRAFT"
          className="btn btn-secondary"
          disabled={waiting}
          onConfirm={(reason) => moderate('banish', reason)}
        />
      )}
    </div>
  );
}
