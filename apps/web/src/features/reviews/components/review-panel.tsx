import type { User } from '@salon/contracts';
import { reviewMessages } from '@salon/contracts';
import { LogIn } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { ReviewFormSkeleton } from './review-form-skeleton.tsx';
import { useT } from '../../../lib/use-language.tsx';

// The form and its validation load only for a signed-in user (docs/architecture.md#page-rendering).
const SignedInReviewForm = lazy(() =>
  import('./signed-in-review-form.tsx').then((module) => ({ default: module.SignedInReviewForm })),
);

/** docs/product.md#2.7: the form for a signed-in user, an invitation to log in for a visitor. */
export function ReviewPanel({ user }: { user: User | null }) {
  if (!user) return <VisitorPrompt />;
  return (
    <Suspense fallback={<ReviewFormSkeleton />}>
      <SignedInReviewForm userId={user._id} />
    </Suspense>
  );
}

function VisitorPrompt() {
  const t = useT();
  return (
    <div className="flex flex-col items-center gap-4 rounded-3xl border border-plum-100 bg-gradient-to-br from-plum-50 to-blush-50 px-6 py-8 text-center sm:flex-row sm:justify-between sm:text-left">
      <p className="text-ink">{t(reviewMessages.visitorPrompt)}</p>
      <Link to="/login" className={buttonClasses('primary', 'md', 'shrink-0')}>
        <LogIn aria-hidden="true" className="size-4" />
        {t('Log In')}
      </Link>
    </div>
  );
}
