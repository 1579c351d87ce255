import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function AdminDashboardPage() {
  useDocumentTitle('Admin dashboard');
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl text-plum-950">Admin dashboard</h1>
      <p className="mt-3 text-ink-muted">Appointments, services, offers and settings will be managed here.</p>
    </section>
  );
}
