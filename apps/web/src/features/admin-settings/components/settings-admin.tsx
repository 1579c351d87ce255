import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PageLoader } from '../../../components/ui/spinner.tsx';
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
        {(data) => <HoursForm settings={data} />}
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
