import { useState } from 'react';
import { type Roster } from '@muster/shared-kernel/core';
import { notify } from '@muster/shared-kernel/client';
import { rosterStore } from '@muster/shared-kernel/client/rosters';
import { RosterFileDrop } from '../../../components/roster-file-drop';
import './roster-import.css';

/**
 * Import of a previously exported roster file, by click or drag. The kernel validates
 * the file; a bad one answers a clear message and stores nothing.
 */
export function RosterImport({ onImported }: { onImported?: (roster: Roster) => void }) {
  const [error, setError] = useState<string | null>(null);

  async function importFile(file: File) {
    const result = await rosterStore.importFile(await file.text());
    if (!result.ok) {
      setError(`${file.name} was not imported: ${result.error}.`);
      return;
    }
    setError(null);
    notify.success(`Imported ‘${result.roster.name}’`);
    onImported?.(result.roster);
  }

  return (
    <section className="roster-import no-print" aria-labelledby="roster-import-title">
      <h2 id="roster-import-title">Import a Roster</h2>
      <RosterFileDrop
        className="roster-dropzone"
        activeClassName="roster-dropzone--active"
        onFile={(file) => void importFile(file)}
        onRefused={setError}
        manyFilesHint="import one roster file at a time."
      />
      {error && (
        <p className="error-text" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
