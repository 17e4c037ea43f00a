import { useDropzone, type FileRejection } from 'react-dropzone';
import { dropRejectionText } from '@muster/shared-kernel/ui';

/** Roster files are small JSON texts; anything bigger is not one of ours. */
const MAX_ROSTER_FILE_BYTES = 5 * 1024 * 1024;

interface RosterFileDropProps {
  /** The one JSON file chosen or dropped, once it passed the type and size checks. */
  onFile: (file: File) => void;
  /** What to tell the user when a drop is refused. */
  onRefused: (message: string) => void;
  /** Said after 'Too many files' when several are dropped; without it the first file is named. */
  manyFilesHint?: string;
  /** The box's classes, and the ones added while a file is dragged over it. */
  className: string;
  activeClassName: string;
}

function refusalText(rejections: FileRejection[], manyFilesHint: string | undefined): string {
  const first = rejections[0];
  const error = first?.errors[0];
  if (!first || !error) return 'The file was refused.';
  // The texts: 'File type must be ...', 'File is larger than N bytes', 'Too many files'.
  const text = dropRejectionText(error, { maxBytes: MAX_ROSTER_FILE_BYTES });
  return error.code === 'too-many-files' && manyFilesHint !== undefined
    ? `${text}: ${manyFilesHint}`
    : `${first.file.name}: ${text}`;
}

/** The box a roster file is chosen in (by click) or dropped on, one file at a time. */
export function RosterFileDrop({
  onFile,
  onRefused,
  manyFilesHint,
  className,
  activeClassName,
}: RosterFileDropProps) {
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: { 'application/json': ['.json'] },
    maxFiles: 1,
    multiple: false,
    maxSize: MAX_ROSTER_FILE_BYTES,
    onDropAccepted: ([file]) => {
      if (file) onFile(file);
    },
    onDropRejected: (rejections) => onRefused(refusalText(rejections, manyFilesHint)),
  });

  return (
    <div
      {...getRootProps({ className: isDragActive ? `${className} ${activeClassName}` : className })}
    >
      <input {...getInputProps({ 'aria-label': 'Roster file' })} />
      <p>
        {isDragActive
          ? 'Drop the roster file here…'
          : 'Drag an exported roster file (.json) here, or click to choose one.'}
      </p>
    </div>
  );
}
