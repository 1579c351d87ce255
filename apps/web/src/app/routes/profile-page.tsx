import { savedCardMessages } from '@salon/contracts';
import { CalendarDays, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { PageHero } from '../../components/ui/page-hero.tsx';
import { useRefreshSessionUser } from '../../features/auth/hooks/use-refresh-session-user.ts';
import { useSession } from '../../features/auth/hooks/use-session.ts';
import { AvatarUpload } from '../../features/profile/components/avatar-upload.tsx';
import { ChangePasswordForm } from '../../features/profile/components/change-password-form.tsx';
import { ProfileCompletionCard } from '../../features/profile/components/profile-completion-card.tsx';
import { ProfileForm } from '../../features/profile/components/profile-form.tsx';
import { ProfileTabs } from '../../features/profile/components/profile-tabs.tsx';
import { SavedCardsList } from '../../features/profile/components/saved-cards-list.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useT } from '../../lib/use-language.tsx';

const cardClasses = 'rounded-3xl border border-sand-200 bg-white p-6 shadow-sm shadow-plum-950/5 sm:p-8';

/** docs/product.md#2.4: reached only through the access gate, so a verified user is always present. */
export function ProfilePage() {
  useDocumentTitle('My Profile');
  const t = useT();
  const { user } = useSession();
  const refreshSessionUser = useRefreshSessionUser();
  if (!user) return null;

  return (
    <>
      <PageHero
        eyebrow="Account"
        title="My Profile"
        description="Keep your details up to date so we can confirm and remind you of every visit."
      />
      <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-8 px-4 py-10 sm:px-6 sm:py-14 lg:grid-cols-[20rem_1fr]">
        <aside className="space-y-6 lg:sticky lg:top-24 lg:self-start">
          <ProfileCompletionCard user={user} />
          <nav
            aria-label={t('Account')}
            className="rounded-3xl border border-sand-200 bg-white p-2 shadow-sm"
          >
            <Link
              to="/profile/appointments"
              className="flex items-center gap-3 rounded-2xl px-4 py-3 text-sm font-medium text-plum-900 transition-colors hover:bg-plum-50"
            >
              <CalendarDays aria-hidden="true" className="size-5 text-plum-700" />
              {t('My Appointments')}
              <ChevronRight aria-hidden="true" className="ml-auto size-4 text-ink-muted" />
            </Link>
          </nav>
        </aside>
        <ProfileTabs
          label={t('Profile settings')}
          tabs={[
            {
              id: 'profile',
              label: t('Profile Information'),
              panel: (
                <div className={cardClasses}>
                  <AvatarUpload user={user} onUserChange={refreshSessionUser} />
                  <hr className="my-8 border-sand-100" />
                  <ProfileForm user={user} onUserChange={refreshSessionUser} />
                </div>
              ),
            },
            {
              id: 'password',
              label: t('Change Password'),
              panel: (
                <div className={cardClasses}>
                  <h2 className="text-xl text-plum-950">{t('Change your password')}</h2>
                  {user.email === null ? (
                    // An account made by mobile number has no password to change
                    // (docs/decisions/0029-sign-in-by-mobile.md): say how to get one.
                    <p className="mt-2 text-sm text-ink-muted">
                      {t(
                        'You sign in with your mobile number and a texted code, so there is no password yet. To sign in with a password too, add an e-mail address on the Profile tab, then choose "Forgot password?" on the sign-in page.',
                      )}
                    </p>
                  ) : (
                    <>
                      <p className="mt-1 mb-6 text-sm text-ink-muted">
                        {t('Other devices signed in to your account will be signed out.')}
                      </p>
                      <ChangePasswordForm />
                    </>
                  )}
                </div>
              ),
            },
            {
              id: 'saved-cards',
              label: t(savedCardMessages.title),
              panel: (
                <div className={cardClasses}>
                  <h2 className="mb-4 text-xl text-plum-950">{t(savedCardMessages.title)}</h2>
                  <SavedCardsList />
                </div>
              ),
            },
          ]}
        />
      </div>
    </>
  );
}
