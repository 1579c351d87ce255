import { PageHero } from '../../components/ui/page-hero.tsx';
import { StaffDay } from '../../features/staff-day/components/staff-day.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** A stylist's own day (docs/decisions/0039-staff-accounts.md): reached only by role staff. */
export function StaffDayPage() {
  useDocumentTitle('My day');
  return (
    <>
      <PageHero eyebrow="Stylist" title="My day" description="Your visits, and what happened at each." />
      <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
        <StaffDay />
      </div>
    </>
  );
}
