import { zodResolver } from '@hookform/resolvers/zod';
import { catalogueMessages, galleryUploadFieldsSchema, profileMessages } from '@salon/contracts';
import { CircleCheck, CircleAlert, Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast.ts';
import { BranchFilter } from '../../../components/branch-filter.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useBranches } from '../../../lib/branches.ts';
import { IMAGE_ACCEPT } from '../../../lib/image-file.ts';
import { useT } from '../../../lib/use-language.tsx';
import { useUploadGalleryPhoto } from '../api/gallery-changes.ts';
import { preparePhotos } from '../lib/shrink-photo.ts';

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
  const t = useT();
  const fileInputId = useId();
  const upload = useUploadGalleryPhoto();
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  const [isPreparing, setIsPreparing] = useState(false);
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const branches = useBranches().data ?? [];
  const [branchId, setBranchId] = useState<string | undefined>();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(galleryUploadFieldsSchema), defaultValues: { caption: '' } });

  const patch = (key: string, change: Partial<UploadEntry>) =>
    setEntries((current) => current.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)));

  const onSubmit = handleSubmit(({ caption }) => {
    if (files.length === 0) {
      setFileError(t(profileMessages.noFile));
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
      upload
        .mutateAsync({ file, caption, branchId, onProgress: (progress) => patch(key, { progress }) })
        .then(
          () => patch(key, { state: 'done', progress: 100 }),
          (error: unknown) => {
            const message = t(errorMessage(error, profileMessages.uploadFailed));
            patch(key, { state: 'failed', error: message });
            toast.error(t('{file}: {reason}', { file: file.name, reason: message }));
          },
        );
    }
  });

  const finished = entries.length > 0 && entries.every((entry) => entry.state !== 'sending');

  return (
    <form onSubmit={onSubmit} noValidate className="rounded-2xl border border-sand-200 bg-white p-4 sm:p-6">
      <h2 className="text-xl text-plum-950">{t('Add photos')}</h2>
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
            {t('Photos')}
          </label>
          <input
            id={fileInputId}
            type="file"
            multiple
            accept={IMAGE_ACCEPT}
            aria-describedby={`${fileInputId}-hint${fileError ? ` ${fileInputId}-error` : ''}`}
            className="block w-full text-sm text-ink file:mr-3 file:rounded-full file:border-0 file:bg-blush-100 file:px-4 file:py-2 file:text-plum-900"
            onChange={(event) => {
              const chosen = Array.from(event.target.files ?? []);
              setIsPreparing(true);
              // Large phone photos are shrunk here, so they fit the server's limit (issue 24).
              void preparePhotos(chosen).then(({ ready, refused }) => {
                setIsPreparing(false);
                setFileError(
                  refused.length === 0
                    ? null
                    : refused
                        .map(({ name, reason }) => t('{file}: {reason}', { file: name, reason: t(reason) }))
                        .join(' '),
                );
                setFiles(ready);
              });
            }}
          />
          <p id={`${fileInputId}-hint`} className="mt-1.5 text-xs text-ink-muted">
            {t('JPEG, PNG or GIF. Photos over 5 MB are made smaller before they are sent.')}
          </p>
          {fileError && (
            <p id={`${fileInputId}-error`} className="mt-1.5 text-sm text-red-700">
              {fileError}
            </p>
          )}
        </div>
      </div>
      <BranchFilter
        branches={branches}
        value={branchId}
        onChange={setBranchId}
        label={t('Branch of the new photos')}
        className="mt-4"
      />
      <div className="mt-4 flex justify-end">
        <Button type="submit" disabled={isPreparing}>
          <Upload aria-hidden="true" className="size-4" />
          {isPreparing
            ? t('Preparing photos...')
            : files.length > 1
              ? t('Upload {count} photos', { count: files.length })
              : t('Upload')}
        </Button>
      </div>
      {entries.length > 0 && (
        <ul aria-label={t('Uploads')} className="mt-4 space-y-3">
          {entries.map((entry) => (
            <li key={entry.key} className="text-sm">
              <div className="mb-1 flex items-center justify-between gap-2">
                <span className="truncate">{entry.name}</span>
                {entry.state === 'done' && (
                  <span className="flex items-center gap-1 text-emerald-700">
                    <CircleCheck aria-hidden="true" className="size-4" />
                    {t('Uploaded')}
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
                <ProgressBar value={entry.progress} label={t('Uploading {file}', { file: entry.name })} />
              )}
            </li>
          ))}
        </ul>
      )}
      {finished && entries.some((entry) => entry.state === 'done') && (
        <p role="status" className="mt-3 text-sm text-ink-muted">
          {t(catalogueMessages.imageAdded)}
        </p>
      )}
    </form>
  );
}
