import { useId, useState } from 'react';
import { useDropzone } from 'react-dropzone';
import { useUploadImage } from '@muster/shared-kernel/client';
import { dropRejectionTexts } from './drop-rejections.js';

/** What the API stores (api/src/routes/images.ts): png, jpeg, gif and webp. */
const ACCEPT = { 'image/png': [], 'image/jpeg': [], 'image/gif': [], 'image/webp': [] };

/** The API's default image size limit (`IMAGE_MAX_BYTES`, 5 MB), in bytes. */
export const DEFAULT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** Props of {@link ThumbnailDrop}. */
export interface ThumbnailDropProps {
  /** The current thumbnail's address, or ''. */
  url: string;
  /** Called with the uploaded image's address, or '' when the thumbnail is removed. */
  onChange: (url: string) => void;
  /**
   * The largest image accepted, in bytes: a larger one says 'File is larger than N bytes'. Default
   * {@link DEFAULT_IMAGE_MAX_BYTES}.
   */
  maxBytes?: number;
  /** The field's label. */
  label?: string;
}

/**
 * A thumbnail, uploaded by click or drag. A refused file says why (drop-rejections.ts);
 * an answer without `file_url` is logged as 'wrong result' and changes nothing; a failed
 * call was already toasted by the API client.
 */
export function ThumbnailDrop({
  url,
  onChange,
  maxBytes = DEFAULT_IMAGE_MAX_BYTES,
  label = 'Thumbnail',
}: ThumbnailDropProps) {
  const id = useId();
  const [errors, setErrors] = useState<string[]>([]);
  const uploadImage = useUploadImage();
  const uploading = uploadImage.isPending;

  function upload(file: File) {
    uploadImage.mutate(
      { image: file, fileName: file.name },
      {
        onSuccess: (answer) => {
          if (typeof answer.file_url !== 'string' || !answer.file_url) {
            console.error('wrong result', answer);
            return;
          }
          onChange(answer.file_url);
        },
      },
    );
  }

  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: ACCEPT,
    maxSize: maxBytes,
    multiple: false,
    onDrop: (accepted, rejected) => {
      setErrors(dropRejectionTexts(rejected, { maxBytes }));
      if (accepted[0]) upload(accepted[0]);
    },
  });

  return (
    <div className="field">
      <span className="field-label" id={`${id}-label`}>
        {label}
      </span>
      {/* The file input stays outside the drop zone: a button holds no other control. */}
      <input {...getInputProps({ 'aria-label': `${label} file` })} />
      <div
        {...getRootProps({
          className: isDragActive ? 'dropzone dropzone--active' : 'dropzone',
          role: 'button',
          'aria-labelledby': `${id}-label ${id}-help`,
        })}
      >
        {url && <img src={url} alt={`Current ${label.toLowerCase()}`} />}
        <span id={`${id}-help`}>
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
            Remove {label.toLowerCase()}
          </button>
        </div>
      )}
    </div>
  );
}
