import type { ReactNode } from 'react';

/** The title block of a back-office screen. */
export function AdminPageHeader({ title, description }: { title: string; description?: ReactNode }) {
  return (
    <header className="mb-6">
      <h1 className="text-3xl text-plum-950 sm:text-4xl">{title}</h1>
      {description && <p className="mt-2 text-sm text-ink-muted">{description}</p>}
    </header>
  );
}
