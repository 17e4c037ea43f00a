import type { FileError, FileRejection } from 'react-dropzone';

/** The size limits a drop zone was given, in bytes. */
export interface DropLimits {
  maxBytes?: number;
  minBytes?: number;
}

/**
 * The text for a refused file: 'File type must be ...', 'File is larger than N bytes',
 * 'File is smaller than N bytes', 'Too many files'. react-dropzone words the sizes in KB or MB,
 * so those two are written here from the limits, in bytes.
 */
export function dropRejectionText(error: FileError, { maxBytes, minBytes }: DropLimits): string {
  if (error.code === 'file-too-large' && maxBytes !== undefined)
    return `File is larger than ${maxBytes} bytes`;
  if (error.code === 'file-too-small' && minBytes !== undefined)
    return `File is smaller than ${minBytes} bytes`;
  if (error.code === 'too-many-files') return 'Too many files';
  return error.message;
}

/** Every distinct text of a drop's refused files, in order. */
export function dropRejectionTexts(
  rejections: readonly FileRejection[],
  limits: DropLimits,
): string[] {
  const texts = rejections.flatMap((rejection) =>
    rejection.errors.map((error) => dropRejectionText(error, limits)),
  );
  return [...new Set(texts)];
}
