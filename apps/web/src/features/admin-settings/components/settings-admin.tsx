import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PageLoader } from '../../../components/ui/spinner.tsx';
import { useBranches } from '../../../lib/branches.ts';
import { errorDetail } from '../../../lib/error-detail.ts';
import { useT } from '../../../lib/use-language.tsx';
import {
  useBookingRules,
  useBookingSettings,
  useClosures,
  useSalonProfileSettings,
} from '../api/settings-api.ts';
import { BookingFeeForm } from './booking-fee-form.tsx';
import { BookingRulesToggle } from './booking-rules-toggle.tsx';
import { ClosuresEditor } from './closures-editor.tsx';
import { HoursForm } from './hours-form.tsx';
import { SalonProfileForm } from './salon-profile-form.tsx';

interface SectionProps<T> {
  id: string;
  title: string;
  description: string;
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}

/** One card of the screen: it loads, fails and retries on its own. */
function Section<T>({ id, title, description, query, children }: SectionProps<T>) {
  const t = useT();
  const failed = t('Failed to load {section}', { section: t(title).toLowerCase() });
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-sand-200 bg-white p-4 sm:p-6">
      <h2 id={id} className="text-xl text-plum-950">
        {t(title)}
      </h2>
      <p className="mt-1 mb-5 text-sm text-ink-muted">{t(description)}</p>
      {query.isPending ? (
        <PageLoader label={t('Loading {section}...', { section: t(title).toLowerCase() })} />
      ) : query.isError ? (
        <ErrorState
          title={failed}
          message={errorDetail(query.error, failed)}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      ) : (
        children(query.data)
      )}
    </section>
  );
}

/**
 * docs/decisions/0045-branches.md: with two or more branches, the hours and chairs here are the
 * main branch's (the first listed); the others' are edited on the Branches page. Said, so an
 * owner does not change the main branch while meaning another.
 */
function MainBranchNote() {
  const t = useT();
  const branches = useBranches().data ?? [];
  const main = branches[0];
  if (branches.length < 2 || !main) return null;
  return (
    <p data-testid="main-branch-note" className="mb-5 rounded-xl bg-blush-50 p-3 text-sm text-plum-950">
      {t("These opening hours and chairs are the main branch's: {name}.", { name: main.name })}{' '}
      {t("Other branches' hours and chairs are set on the")}{' '}
      <Link to="/admin/branches" className="font-medium text-plum-800 underline">
        {t('Branches page')}
      </Link>
    </p>
  );
}

export function SettingsAdmin() {
  const settings = useBookingSettings();
  const closures = useClosures();
  const rules = useBookingRules();
  const profile = useSalonProfileSettings();
  return (
    <div className="space-y-6">
      <Section
        id="settings-hours"
        title="Hours and booking numbers"
        description="When the salon opens and how slots are offered."
        query={settings}
      >
        {(data) => (
          <>
            <MainBranchNote />
            <HoursForm settings={data} />
          </>
        )}
      </Section>
      <Section
        id="settings-closures"
        title="Closures"
        description="Holidays and other days without bookings."
        query={closures}
      >
        {(data) => <ClosuresEditor closures={data} />}
      </Section>
      <Section
        id="settings-rules"
        title="Booking rules"
        description="The booking fee, and what happens after a customer pays it."
        query={rules}
      >
        {(data) => (
          <div className="space-y-6">
            <BookingRulesToggle rules={data} />
            {/* Keyed by the saved fee: a newer fee from the server replaces what was typed. */}
            <BookingFeeForm key={data.bookingFeeLkr} bookingFeeLkr={data.bookingFeeLkr} />
          </div>
        )}
      </Section>
      <Section
        id="settings-profile"
        title="Salon details"
        description="Shown on the public pages and in e-mails."
        query={profile}
      >
        {(data) => <SalonProfileForm profile={data} />}
      </Section>
    </div>
  );
}
