import { Component } from 'react';
import type { ReactNode } from 'react';
import { isRouteErrorResponse, Link, useLocation } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { buttonClasses } from '../../components/ui/button-styles.ts';
import { useT } from '../../lib/use-language.tsx';

/** What every route's error boundary shows: a failed page never takes the whole app down. */
export function RouteError({ error }: { error: unknown }) {
  const t = useT();
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  if (!isNotFound) console.error(error);

  return (
    <section className="mx-auto flex max-w-lg flex-1 flex-col items-center justify-center px-6 py-20 text-center">
      <p className="text-xs font-semibold tracking-[0.2em] text-plum-700 uppercase">
        {isNotFound ? '404' : t('Something went wrong')}
      </p>
      <h1 className="mt-3 text-3xl text-plum-950 sm:text-4xl">
        {t(isNotFound ? 'We could not find that page' : 'This page could not be shown')}
      </h1>
      <p className="mt-3 text-ink-muted">
        {t(
          isNotFound
            ? 'The link may be old or mistyped.'
            : 'Please try again. If it keeps happening, the salon team would love to hear about it.',
        )}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {!isNotFound && (
          // A reload also picks up new code after a deploy replaced the old chunks.
          <Button onClick={() => window.location.reload()}>{t('Try again')}</Button>
        )}
        <Link to="/" className={buttonClasses(isNotFound ? 'primary' : 'outline')}>
          {t('Back to home')}
        </Link>
      </div>
    </section>
  );
}

interface BoundaryState {
  /** Boxed, so that even a thrown undefined counts as an error. */
  failure?: { error: unknown };
  locationKey: string;
}

class ErrorBoundaryAt extends Component<{ locationKey: string; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { locationKey: this.props.locationKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failure: { error } };
  }

  // A failed page stays failed until the visitor goes elsewhere: the next navigation renders
  // afresh, as it would after a reload.
  static getDerivedStateFromProps(
    props: { locationKey: string },
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    return props.locationKey === state.locationKey
      ? null
      : { failure: undefined, locationKey: props.locationKey };
  }

  override render() {
    return this.state.failure ? <RouteError error={this.state.failure.error} /> : this.props.children;
  }
}

/** A route's error boundary: an error while loading or drawing its page shows RouteError in its place. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundaryAt locationKey={useLocation().key}>{children}</ErrorBoundaryAt>;
}
