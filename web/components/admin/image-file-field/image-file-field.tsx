// The one image picker of the admin forms (a movie's poster, a cover's image), bound to a react-hook-form field
// through Controller. It shows the picked file (or the stored image it will replace), checks type and size as
// soon as a file is picked or dropped, and lets the admin go back to the stored image.
import { useEffect, useId, useState, type Ref } from 'react';
import { Controller, type FieldValues, type Path } from 'react-hook-form';
import { IMAGE_UPLOAD_ACCEPT } from '../../../../common/admin-catalogue.ts';
import { formatFileSize, imageFieldContent as content } from '../../../content/admin-shell.ts';
import type { ZodFormState } from '../../form/use-zod-form.ts';
import { ResponsiveImage } from '../../responsive-image/responsive-image.tsx';
import { FieldError } from '../../form/fields.tsx';
import { useFileDrop } from '../upload/use-file-drop.ts';
import { isAcceptedImage } from './image-file.ts';
import './image-file-field.css';

/** Posters are 2:3 portraits, covers 16:9 landscapes (as the server stores them). */
type ImageShape = 'poster' | 'cover';

const SHAPES: Record<ImageShape, { width: number; height: number; sizes: string }> = {
  poster: { width: 800, height: 1200, sizes: '144px' },
  cover: { width: 1280, height: 720, sizes: '(max-width: 560px) 92vw, 256px' },
};

export interface ImageFileFieldProps<Values extends FieldValues, Output> {
  /** The useZodForm form; the field's schema is imageFileSchema (./image-file.ts). Disabled while it saves. */
  form: ZodFormState<Values, Output>;
  name: Path<Values>;
  label: string;
  /** The stored image, kept unless another is picked. */
  currentImageUrl?: string | null;
  shape: ImageShape;
}

const asFile = (value: unknown): File | null => (value instanceof File ? value : null);

export function ImageFileField<Values extends FieldValues, Output>({ form, name, ...pickerProps }: ImageFileFieldProps<Values, Output>) {
  return (
    <Controller
      control={form.hookForm.control}
      name={name}
      render={({ field, fieldState }) => (
        <ImagePicker
          {...pickerProps}
          disabled={form.isSubmitting}
          file={asFile(field.value)}
          error={fieldState.error?.message}
          inputRef={field.ref}
          onBlur={field.onBlur}
          onPick={(file) => {
            field.onChange(file);
            // Judged at once: a wrong file is named now, not after filling in the rest of the form.
            void form.hookForm.trigger(name);
          }}
        />
      )}
    />
  );
}

interface ImagePickerProps {
  label: string;
  file: File | null;
  currentImageUrl?: string | null;
  shape: ImageShape;
  disabled?: boolean;
  error?: string;
  inputRef: Ref<HTMLInputElement>;
  onBlur: () => void;
  onPick: (file: File | null) => void;
}

interface Preview {
  file: File;
  url: string;
}

function ImagePicker({ label, file, currentImageUrl, shape, disabled = false, error, inputRef, onBlur, onPick }: ImagePickerProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const inputId = `${id}-input`;
  const statusId = `${id}-status`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [preview, setPreview] = useState<Preview | null>(null);

  // Each preview's object URL is let go once another replaces it or the field goes.
  useEffect(() => {
    if (!preview) return;
    const { url } = preview;
    return () => URL.revokeObjectURL(url);
  }, [preview]);

  const pick = (next: File | null) => {
    setPreview(next && isAcceptedImage(next) ? { file: next, url: URL.createObjectURL(next) } : null);
    onPick(next);
  };

  const drop = useFileDrop({
    disabled,
    onFiles: (dropped) => {
      if (dropped[0]) pick(dropped[0]);
    },
  });

  // A reset of the form (or another file) makes an earlier preview stale.
  const previewUrl = file && preview?.file === file ? preview.url : null;
  const { width, height, sizes } = SHAPES[shape];
  let status: string = content.noImage;
  if (file) status = content.chosenFile(file.name, formatFileSize(file.size));
  else if (currentImageUrl) status = content.currentImage;

  return (
    <div className="field image-field">
      <span id={labelId} className="field__label">
        {label}
      </span>
      <div className={drop.className('image-field__box', { invalid: Boolean(error) })} {...drop.dropProps}>
        <div className={`image-field__preview image-field__preview--${shape}`}>
          {previewUrl ? (
            <img className="image-field__image" src={previewUrl} alt={content.previewAlt} width={width} height={height} />
          ) : file === null && currentImageUrl ? (
            <ResponsiveImage
              className="image-field__image"
              src={currentImageUrl}
              alt={content.currentAlt}
              width={width}
              height={height}
              sizes={sizes}
            />
          ) : (
            <svg className="image-field__placeholder" viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
              <rect x="3" y="4" width="18" height="16" rx="2.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
              <circle cx="9" cy="10" r="1.8" fill="none" stroke="currentColor" strokeWidth="1.6" />
              <path d="m4 18 5.5-5 4 3.5 2.5-2 4 3.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
            </svg>
          )}
        </div>
        <div className="image-field__details">
          <p id={statusId} className="admin-ellipsis image-field__status">
            {status}
          </p>
          <p id={hintId} className="field__hint">
            {content.hint} <span className="image-field__drop-hint">{content.dropHint}</span>
          </p>
          <div className="admin-wrap image-field__actions">
            <input
              ref={inputRef}
              id={inputId}
              type="file"
              className="image-field__input visually-hidden"
              accept={IMAGE_UPLOAD_ACCEPT}
              aria-labelledby={labelId}
              aria-describedby={[statusId, hintId, error ? errorId : ''].filter(Boolean).join(' ')}
              aria-invalid={error ? true : undefined}
              disabled={disabled}
              onBlur={onBlur}
              onChange={(event) => {
                const picked = event.target.files?.[0] ?? null;
                // Cleared so that picking the same file again (after removing it) is seen as a change.
                event.target.value = '';
                if (picked) pick(picked);
              }}
            />
            <label
              htmlFor={inputId}
              className={`button button--secondary button--small image-field__choose${disabled ? ' image-field__choose--disabled' : ''}`}
            >
              {file ? content.replace : content.choose}
            </label>
            {file && (
              <button type="button" className="button button--small image-field__remove" disabled={disabled} onClick={() => pick(null)}>
                {currentImageUrl ? content.keepCurrent : content.removeChosen}
              </button>
            )}
          </div>
        </div>
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
