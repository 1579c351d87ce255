import type { RefundHighlight } from '../content/refund-policy.tsx';
import { useT } from '../../../lib/use-language.tsx';

/** The policy's key numbers at a glance, before the full text, in the page's language. */
export function RefundHighlights({ highlights }: { highlights: readonly RefundHighlight[] }) {
  const t = useT();
  return (
    <section aria-labelledby="refund-at-a-glance" className="mb-12 rounded-2xl bg-plum-50/70 p-5 sm:p-6">
      <h2
        id="refund-at-a-glance"
        className="font-sans text-xs font-semibold tracking-[0.18em] text-plum-700 uppercase"
      >
        {t('At a glance')}
      </h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        {highlights.map(({ figure, text }) => (
          <div key={figure} className="rounded-xl bg-white px-4 py-3 shadow-xs">
            <dt className="font-display text-2xl text-plum-950">{figure}</dt>
            <dd className="mt-0.5 text-sm text-ink-muted">{text}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
