import { useState } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { type Roster } from '@muster/shared-kernel/core';
import { notify } from '@muster/shared-kernel/client';
import { rosterStore } from '@muster/shared-kernel/client/rosters';
import { dropRejectionText } from '@muster/shared-kernel/ui';
import './roster-import.css';

/** Roster files are small JSON texts; anything bigger is not one of ours. */
const MAX_ROSTER_FILE_BYTES = 5 * 1024 * 1024;

function rejectionMessage(rejections: FileRejection[]): string {
  const first = rejections[0];
  const error = first?.errors[0];
  if (!first || !error) return 'The file was refused.';
  // The texts: 'File type must be ...', 'File is larger than N bytes', 'Too many files'.
  const text = dropRejectionText(error, { maxBytes: MAX_ROSTER_FILE_BYTES });
  return error.code === 'too-many-files'
    ? `${text}: import one roster file at a time.`
    : `${first.file.name}: ${text}`;
}

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

  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: { 'application/json': ['.json'] },
    maxFiles: 1,
    multiple: false,
    maxSize: MAX_ROSTER_FILE_BYTES,
    onDropAccepted: (files) => {
      const [file] = files;
      if (file) void importFile(file);
    },
    onDropRejected: (rejections) => setError(rejectionMessage(rejections)),
  });

  return (
    <section className="roster-import no-print" aria-labelledby="roster-import-title">
      <h2 id="roster-import-title">Import a Roster</h2>
      <div
        {...getRootProps({
          className: `roster-dropzone${isDragActive ? ' roster-dropzone--active' : ''}`,
        })}
      >
        <input {...getInputProps({ 'aria-label': 'Roster file' })} />
        <p>
          {isDragActive
            ? 'Drop the roster file here…'
            : 'Drag an exported roster file (.json) here, or click to choose one.'}
        </p>
      </div>
      {error && (
        <p className="error-text" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
