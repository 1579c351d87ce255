import { zodResolver } from '@hookform/resolvers/zod';
import { catalogueMessages, galleryUploadFieldsSchema, profileMessages } from '@salon/contracts';
import { CircleCheck, CircleAlert, Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { describeError } from '../../../lib/api-error.ts';
import { checkImageFile, IMAGE_ACCEPT } from '../../../lib/image-file.ts';
import { useUploadGalleryPhoto } from '../api/gallery-changes.ts';

interface UploadEntry {
  key: string;
  name: string;
  progress: number;
  state: 'sending' | 'done' | 'failed';
  error?: string;
}

let uploadCount = 0;

/** Several photos under one caption (the gallery's group), each with its own progress bar. */
export function GalleryUploader() {
  const fileInputId = useId();
  const upload = useUploadGalleryPhoto();
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(galleryUploadFieldsSchema), defaultValues: { caption: '' } });

  const patch = (key: string, change: Partial<UploadEntry>) =>
    setEntries((current) => current.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)));

  const onSubmit = handleSubmit(({ caption }) => {
    if (files.length === 0) {
      setFileError(profileMessages.noFile);
      return;
    }
    const started = files.map((file) => ({ file, key: `upload-${++uploadCount}` }));
    setEntries((current) => [
      ...current.filter((entry) => entry.state === 'sending'),
      ...started.map(({ file, key }) => ({ key, name: file.name, progress: 0, state: 'sending' as const })),
    ]);
    setFiles([]);
    // mutateAsync, not mutate: a mutation's per-call callbacks fire for its latest call only.
    for (const { file, key } of started) {
      upload.mutateAsync({ file, caption, onProgress: (progress) => patch(key, { progress }) }).then(
        () => patch(key, { state: 'done', progress: 100 }),
        (error: unknown) => {
          const message = describeError(error, profileMessages.uploadFailed);
          patch(key, { state: 'failed', error: message });
          toast.error(`${file.name}: ${message}`);
        },
      );
    }
  });

  const finished = entries.length > 0 && entries.every((entry) => entry.state !== 'sending');

  return (
    <form onSubmit={onSubmit} noValidate className="rounded-2xl border border-sand-200 bg-white p-4 sm:p-6">
      <h2 className="text-xl text-plum-950">Add photos</h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField
          label="Caption for the new photos"
          hint="Photos with the same caption show together."
          required
          error={errors.caption?.message}
          {...register('caption')}
        />
        <div>
          <label htmlFor={fileInputId} className="mb-1.5 block text-sm font-medium text-ink">
            Photos
          </label>
          <input
            id={fileInputId}
            type="file"
            multiple
            accept={IMAGE_ACCEPT}
            aria-describedby={fileError ? `${fileInputId}-error` : undefined}
            className="block w-full text-sm text-ink file:mr-3 file:rounded-full file:border-0 file:bg-blush-100 file:px-4 file:py-2 file:text-plum-900"
            onChange={(event) => {
              const chosen = Array.from(event.target.files ?? []);
              const problems = chosen.map((file) => checkImageFile(file)).filter(Boolean);
              setFileError(problems[0] ?? null);
              setFiles(chosen.filter((file) => !checkImageFile(file)));
            }}
          />
          {fileError && (
            <p id={`${fileInputId}-error`} className="mt-1.5 text-sm text-red-700">
              {fileError}
            </p>
          )}
        </div>
      </div>
      <div className="mt-4 flex justify-end">
        <Button type="submit">
          <Upload aria-hidden="true" className="size-4" />
          {files.length > 1 ? `Upload ${files.length} photos` : 'Upload'}
        </Button>
      </div>
      {entries.length > 0 && (
        <ul aria-label="Uploads" className="mt-4 space-y-3">
          {entries.map((entry) => (
            <li key={entry.key} className="text-sm">
              <div className="mb-1 flex items-center justify-between gap-2">
                <span className="truncate">{entry.name}</span>
                {entry.state === 'done' && (
                  <span className="flex items-center gap-1 text-emerald-700">
                    <CircleCheck aria-hidden="true" className="size-4" />
                    Uploaded
                  </span>
                )}
                {entry.state === 'failed' && (
                  <span className="flex items-center gap-1 text-red-700">
                    <CircleAlert aria-hidden="true" className="size-4" />
                    {entry.error}
                  </span>
                )}
              </div>
              {entry.state === 'sending' && (
                <ProgressBar value={entry.progress} label={`Uploading ${entry.name}`} />
              )}
            </li>
          ))}
        </ul>
      )}
      {finished && entries.some((entry) => entry.state === 'done') && (
        <p role="status" className="mt-3 text-sm text-ink-muted">
          {catalogueMessages.imageAdded}
        </p>
      )}
    </form>
  );
}
