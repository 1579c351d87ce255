import type { ReactNode } from 'react';
import { useT } from '../../lib/use-language.tsx';

/** The title block of a back-office screen; plain texts are shown in the owner's language. */
export function AdminPageHeader({ title, description }: { title: string; description?: ReactNode }) {
  const t = useT();
  return (
    <header className="mb-6">
      <h1 className="text-3xl text-plum-950 sm:text-4xl">{t(title)}</h1>
      {description && (
        <p className="mt-2 text-sm text-ink-muted">
          {typeof description === 'string' ? t(description) : description}
        </p>
      )}
    </header>
  );
}
