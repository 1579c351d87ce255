import { zodResolver } from '@hookform/resolvers/zod';
import { REVIEW_COMMENT_MAX, reviewMessages, reviewRequestSchema } from '@salon/contracts';
import type { Review, ReviewRequest } from '@salon/contracts';
import { clsx } from 'clsx';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { readRememberedBranch, useBranches } from '../../../lib/branches.ts';
import { useT } from '../../../lib/use-language.tsx';
import { useSaveReview } from '../api/save-review.ts';
import { StarRatingInput } from './star-rating-input.tsx';

interface ReviewFormProps {
  userId: string;
  /** The signed-in user's own review: the form then edits it (docs/product.md#2.7). */
  existing: Review | null;
}

export function ReviewForm({ userId, existing }: ReviewFormProps) {
  const isUpdate = existing !== null;
  const t = useT();
  const { mutate, isPending } = useSaveReview(userId);
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ReviewRequest>({
    resolver: zodResolver(reviewRequestSchema),
    defaultValues: { rating: existing?.rating, comment: existing?.comment ?? '' },
  });
  const commentLength = useWatch({ control, name: 'comment' })?.length ?? 0;
  // docs/decisions/0048-reviews-and-gallery-per-branch.md: with two or more branches the customer
  // says which one; the review's own, else the remembered choice, else the main branch (first).
  const branches = useBranches().data ?? [];
  const showsBranches = branches.length >= 2;
  const remembered = readRememberedBranch();
  const defaultBranchId =
    existing?.branch._id ??
    (branches.some((branch) => branch._id === remembered) ? remembered! : branches[0]?._id);

  const onSubmit = handleSubmit((body) => {
    const branchId = showsBranches ? (body.branchId ?? defaultBranchId) : undefined;
    mutate(
      { reviewId: existing?._id, body: { ...body, branchId } },
      {
        onSuccess: ({ message }) => toast.success(t(message)),
        onError: (error) => toast.error(t(errorMessage(error, reviewMessages.submitFailed))),
      },
    );
  });

  const title = isUpdate ? 'Update Your Review' : 'Share Your Experience';
  return (
    <section
      aria-labelledby="review-form-title"
      className="rounded-3xl border border-sand-200 bg-white p-6 shadow-sm shadow-plum-950/5 sm:p-8"
    >
      <h2 id="review-form-title" className="text-2xl text-plum-950">
        {t(title)}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        {t(
          isUpdate
            ? 'Changed your mind since your last visit? Edit your rating or words below.'
            : 'Tell others about your visit: your words help us, and them, more than you know.',
        )}
      </p>
      <form onSubmit={onSubmit} noValidate className="mt-6 space-y-5">
        <Controller
          control={control}
          name="rating"
          render={({ field, fieldState }) => (
            <StarRatingInput
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
        {showsBranches && (
          <Controller
            control={control}
            name="branchId"
            render={({ field }) => (
              <SelectField
                label={t('Which branch did you visit?')}
                hint={t('After a completed visit, your review is about the branch of your latest visit.')}
                name={field.name}
                value={field.value ?? defaultBranchId ?? ''}
                onChange={(event) => field.onChange(event.target.value)}
                onBlur={field.onBlur}
                className="sm:max-w-sm"
              >
                {branches.map((branch) => (
                  <option key={branch._id} value={branch._id}>
                    {branch.name}
                  </option>
                ))}
              </SelectField>
            )}
          />
        )}
        <TextareaField
          label={t('Your review')}
          rows={5}
          required
          maxLength={REVIEW_COMMENT_MAX}
          placeholder={t('What did you have done, and how did you feel walking out?')}
          error={errors.comment?.message}
          aside={
            <span
              className={clsx(
                'text-xs tabular-nums',
                commentLength >= REVIEW_COMMENT_MAX ? 'text-red-700' : 'text-ink-muted',
              )}
            >
              {commentLength}/{REVIEW_COMMENT_MAX}
            </span>
          }
          {...register('comment')}
        />
        <Button type="submit" size="lg" isLoading={isPending} className="w-full sm:w-auto">
          {t(isUpdate ? 'Update Review' : 'Submit Review')}
        </Button>
      </form>
    </section>
  );
}
