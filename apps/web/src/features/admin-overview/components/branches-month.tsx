import type { AdminOverview } from '@salon/contracts';
import { formatLkr } from '../../../lib/format-money.ts';
import { useLanguage, useT } from '../../../lib/use-language.tsx';
import { Panel } from './panel.tsx';

type BranchMonth = NonNullable<AdminOverview['branches']>[number];

/**
 * docs/decisions/0045-branches.md: with every branch shown, this month's figures of each, one
 * card per branch (a phone keeps its width; four columns of Sinhala or Tamil headings would not).
 */
export function BranchesMonth({ branches }: { branches: BranchMonth[] }) {
  const t = useT();
  const { language } = useLanguage();
  const figuresOf = (row: BranchMonth) =>
    [
      ['Fees collected', formatLkr(row.feesCollected, language)],
      ['Fees refunded', formatLkr(row.feesRefunded, language)],
      ['Cancellations', String(row.cancellations)],
      ['No-shows', String(row.noShows)],
    ] as const;
  return (
    <Panel title="Branches this month">
      <ul className="grid gap-3 sm:grid-cols-2">
        {branches.map((row) => (
          <li key={row.branch._id} className="rounded-2xl border border-sand-200 p-3">
            <p className="font-medium [overflow-wrap:anywhere] text-ink">{row.branch.name}</p>
            <dl className="mt-2 grid grid-cols-2 gap-x-5 gap-y-2 text-xs">
              {figuresOf(row).map(([label, value]) => (
                <div key={label} className="min-w-0">
                  <dt className="text-ink-muted">{t(label)}</dt>
                  <dd className="text-sm font-semibold [overflow-wrap:anywhere] text-plum-950 tabular-nums">
                    {value}
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
