import { DayView } from '../../features/admin-day/components/day-view.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function AdminDayPage() {
  useDocumentTitle('Day view');
  return (
    <>
      <h1 className="mb-6 text-3xl text-plum-950">Day view</h1>
      <DayView />
    </>
  );
}
