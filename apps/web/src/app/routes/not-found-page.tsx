import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button-styles.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useT } from '../../lib/use-language.tsx';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  const t = useT();
  return (
    <section className="mx-auto flex max-w-lg flex-1 flex-col items-center justify-center px-6 py-24 text-center">
      <p className="font-display text-7xl text-plum-500 italic">404</p>
      <h1 className="mt-4 text-3xl text-plum-950 sm:text-4xl">{t('Page not found')}</h1>
      <p className="mt-3 text-ink-muted">
        {t(
          'The page you are looking for has moved or never existed. Let us take you somewhere lovely instead.',
        )}
      </p>
      <Link to="/" className={buttonClasses('primary', 'lg', 'mt-8')}>
        {t('Back to home')}
      </Link>
    </section>
  );
}
