import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { buttonClasses } from './button-styles.ts';

interface ComingSoonProps {
  title: string;
  description?: string;
}

/** Placeholder for a page whose feature lands in a later issue. */
export function ComingSoon({ title, description }: ComingSoonProps) {
  useDocumentTitle(title);
  return (
    <section className="relative isolate flex flex-1 items-center overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-72 bg-gradient-to-b from-blush-100/70 to-transparent"
      />
      <div className="mx-auto w-full max-w-2xl px-6 py-20 text-center sm:py-28">
        <span className="inline-flex items-center gap-2 rounded-full border border-plum-200 bg-white/70 px-3 py-1 text-xs font-semibold tracking-[0.18em] text-plum-700 uppercase">
          <Sparkles aria-hidden="true" className="size-3.5" />
          Coming soon
        </span>
        <h1 className="mt-6 text-4xl text-plum-950 sm:text-5xl">{title}</h1>
        <p className="mx-auto mt-4 max-w-md text-ink-muted">
          {description ?? 'We are putting the finishing touches on this page. Please check back soon.'}
        </p>
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <Link to="/" className={buttonClasses('primary')}>
            Back to home
          </Link>
          <Link to="/services" className={buttonClasses('outline')}>
            Browse services
          </Link>
        </div>
      </div>
    </section>
  );
}
