import { type Roster } from '@muster/shared-kernel/core';
import { exportRosterText, rosterFileName } from '@muster/shared-kernel/client/rosters';

/** Downloads a roster as its export file, a JSON file named after the roster. */
export function downloadRoster(roster: Roster): void {
  const blob = new Blob([exportRosterText(roster)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = rosterFileName(roster);
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser the moment it needs to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
