import { useState } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { orNull, uploadImage } from '@muster/shared-kernel/client';

/** What the API stores (DESIGN §4): png, jpeg, gif and webp, up to 5 MB by default. */
const ACCEPT = { 'image/png': [], 'image/jpeg': [], 'image/gif': [], 'image/webp': [] };
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** react-dropzone's rejection messages are SPEC §4's ('File type must be ...', 'Too many files'). */
function rejectionMessages(rejections: readonly FileRejection[]): string[] {
  const messages = rejections.flatMap((rejection) =>
    rejection.errors.map((error) => error.message),
  );
  return [...new Set(messages)];
}

/**
 * The thumbnail, uploaded by click or drag (SPEC §2). An answer without `file_url` is logged as
 * 'wrong result' and changes nothing (SPEC §8); a failed call was already toasted.
 */
export function ThumbnailDrop({ url, onChange }: { url: string; onChange: (url: string) => void }) {
  const [errors, setErrors] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  async function upload(file: File) {
    setUploading(true);
    const answer = await orNull(uploadImage(file, file.name));
    setUploading(false);
    if (answer === null) return;
    if (typeof answer.file_url !== 'string' || !answer.file_url) {
      console.error('wrong result', answer);
      return;
    }
    onChange(answer.file_url);
  }
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: ACCEPT,
    maxSize: MAX_IMAGE_BYTES,
    multiple: false,
    onDrop: (accepted, rejected) => {
      setErrors(rejectionMessages(rejected));
      if (accepted[0]) void upload(accepted[0]);
    },
  });
  return (
    <div className="field">
      <span className="fx-label" id="fx-thumb-label">
        Thumbnail
      </span>
      <div
        {...getRootProps({
          className: `fx-dropzone${isDragActive ? ' active' : ''}`,
          role: 'button',
          'aria-labelledby': 'fx-thumb-label fx-thumb-help',
        })}
      >
        <input {...getInputProps({ 'aria-label': 'Thumbnail file' })} />
        {url && <img src={url} alt="Current thumbnail" />}
        <span id="fx-thumb-help">
          {uploading
            ? 'Uploading...'
            : isDragActive
              ? 'Drop the image here'
              : 'Drop an image here, or click to choose one (png, jpeg, gif or webp)'}
        </span>
      </div>
      {errors.map((message) => (
        <span key={message} className="field-error" role="alert">
          {message}
        </span>
      ))}
      {url && (
        <div>
          <button
            type="button"
            className="btn btn-secondary btn-small"
            onClick={() => onChange('')}
          >
            Remove thumbnail
          </button>
        </div>
      )}
    </div>
  );
}
