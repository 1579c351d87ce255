import { imageSrcSet } from '@salon/domain';
import { ImagePlus } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { checkImageFile, IMAGE_ACCEPT } from '../../lib/image-file.ts';
import { useT } from '../../lib/use-language.tsx';
import { ProgressBar } from './progress-bar.tsx';

interface ImagePickerProps {
  label: string;
  /** The stored picture, shown until another file is chosen. */
  currentUrl: string | null;
  file: File | null;
  onFileChange: (file: File | null) => void;
  /** Set while the chosen file is being sent. */
  progress?: number | null;
}

/** One picture for a form: choose, check, preview, and the upload's progress while it is sent. */
export function ImagePicker({ label, currentUrl, file, onFileChange, progress = null }: ImagePickerProps) {
  const inputId = useId();
  const t = useT();
  const [error, setError] = useState<string | null>(null);
  const previewUrl = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  const lastPreviewUrl = useRef<string | null>(null);
  // The replaced preview is released; the last one lives until the page goes, since React's
  // development double mount would otherwise revoke a preview still on screen.
  useEffect(() => {
    if (lastPreviewUrl.current && lastPreviewUrl.current !== previewUrl)
      URL.revokeObjectURL(lastPreviewUrl.current);
    lastPreviewUrl.current = previewUrl;
  }, [previewUrl]);

  const shown = previewUrl ?? currentUrl;

  return (
    <div>
      <span className="mb-1.5 block text-sm font-medium text-ink">{label}</span>
      <div className="flex items-center gap-4">
        <div className="grid size-20 shrink-0 place-items-center overflow-hidden rounded-xl bg-sand-100 text-ink-muted">
          {shown ? (
            <img
              alt={t('{label} preview', { label })}
              width={80}
              height={80}
              srcSet={imageSrcSet(shown)}
              sizes="80px"
              src={shown}
              className="size-full object-cover"
            />
          ) : (
            <ImagePlus aria-hidden="true" className="size-6" />
          )}
        </div>
        <div className="min-w-0 flex-1">
          <label
            htmlFor={inputId}
            className="inline-flex cursor-pointer items-center rounded-full border border-plum-900/20 px-4 py-2 text-sm font-medium text-plum-900 hover:bg-plum-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-plum-600"
          >
            {shown ? t('Change image') : t('Choose image')}
            <input
              id={inputId}
              type="file"
              accept={IMAGE_ACCEPT}
              className="sr-only"
              onChange={(event) => {
                const chosen = event.target.files?.[0] ?? null;
                event.target.value = '';
                if (!chosen) return;
                const problem = checkImageFile(chosen);
                setError(problem);
                if (!problem) onFileChange(chosen);
              }}
            />
          </label>
          {file && <p className="mt-1 truncate text-xs text-ink-muted">{file.name}</p>}
          {error && (
            <p role="alert" className="mt-1 text-sm text-red-700">
              {t(error)}
            </p>
          )}
        </div>
      </div>
      {progress !== null && <ProgressBar value={progress} label={t('Upload progress')} className="mt-3" />}
    </div>
  );
}
