import { profileMessages } from '@salon/contracts';
import type { User } from '@salon/contracts';
import { Camera } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { toast } from '../../../lib/toast.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { describeError } from '../../../lib/api-error.ts';
import { useT } from '../../../lib/use-language.tsx';
import { useUploadProfileImage } from '../api/upload-profile-image.ts';
import { IMAGE_ACCEPT, validateImageFile } from '../lib/validate-image.ts';

interface AvatarUploadProps {
  user: User;
  /** Told the saved user, so the rest of the app (the nav bar's picture) shows it at once. */
  onUserChange: (user: User) => void;
}

/** docs/product.md#2.4 and docs/product.md#5: the picture, a local preview at once, a real progress bar while it uploads. */
export function AvatarUpload({ user, onUserChange }: AvatarUploadProps) {
  const t = useT();
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const { mutate, isPending } = useUploadProfileImage(onUserChange);

  // Object URLs hold the whole file in memory until revoked.
  useEffect(() => {
    if (!previewUrl) return;
    return () => URL.revokeObjectURL(previewUrl);
  }, [previewUrl]);

  const onFileChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Clearing the input lets the same file be chosen again after a failure.
    event.target.value = '';
    if (!file) return;

    const problem = validateImageFile(file);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setProgress(0);
    setPreviewUrl(URL.createObjectURL(file));
    mutate(
      { file, onProgress: setProgress },
      {
        onSuccess: (answer) => {
          setPreviewUrl(null);
          toast.success(t(answer.message || profileMessages.imageUpdated));
        },
        onError: (failure) => {
          setPreviewUrl(null);
          const message = describeError(failure, profileMessages.uploadFailed);
          setError(message);
        },
      },
    );
  };

  return (
    <div className="flex flex-col items-center gap-5 sm:flex-row sm:items-center">
      <div className="relative">
        <Avatar
          name={user.name}
          imageUrl={previewUrl ?? user.profileImage}
          size={112}
          className="size-28 text-4xl shadow-md"
        />
        {isPending && <span aria-hidden="true" className="absolute inset-0 rounded-full bg-plum-950/30" />}
      </div>
      <div className="w-full max-w-xs space-y-2 text-center sm:text-left">
        <p className="font-display text-xl text-plum-950">{user.name}</p>
        <input
          ref={inputRef}
          type="file"
          accept={IMAGE_ACCEPT}
          onChange={onFileChosen}
          hidden
          data-testid="profile-image-input"
        />
        <Button
          variant="outline"
          size="sm"
          isLoading={isPending}
          aria-describedby={hintId}
          onClick={() => inputRef.current?.click()}
        >
          {!isPending && <Camera aria-hidden="true" className="size-4" />}
          {t(isPending ? 'Uploading...' : user.profileImage ? 'Change photo' : 'Upload photo')}
        </Button>
        <p id={hintId} className="text-xs text-ink-muted">
          {t('JPEG, PNG or GIF, up to 5 MB.')}
        </p>
        {isPending && (
          <div
            role="progressbar"
            aria-label={t('Upload progress')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            className="h-1.5 overflow-hidden rounded-full bg-sand-100"
          >
            <div
              className="h-full rounded-full bg-plum-700 transition-[width]"
              style={{ width: `${progress}%` }}
            />
          </div>
        )}
        {error && <Alert className="text-left">{t(error)}</Alert>}
      </div>
    </div>
  );
}
