import { FEE_SETTLEMENTS } from '@salon/contracts';
import type { FeeSettlement } from '@salon/contracts';
import { useT } from '../../lib/use-language.tsx';
import { feeSettlementLabels } from './desk-booking.ts';

interface FeeSettlementFieldProps {
  /** The radio group's name: unique on the page. */
  name: string;
  value: FeeSettlement;
  onChange: (settlement: FeeSettlement) => void;
}

/** How a desk booking's fee is settled: at the desk now, waived, or at the visit (docs/decisions/0040-front-desk.md). */
export function FeeSettlementField({ name, value, onChange }: FeeSettlementFieldProps) {
  const t = useT();
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-plum-950">{t('Booking fee')}</legend>
      <div className="flex flex-col gap-1 sm:flex-row sm:flex-wrap sm:gap-4">
        {FEE_SETTLEMENTS.map((settlement) => (
          <label key={settlement} className="flex min-h-11 items-center gap-2 text-sm">
            <input
              type="radio"
              name={name}
              value={settlement}
              checked={value === settlement}
              onChange={() => onChange(settlement)}
              className="size-4 accent-plum-900"
            />
            {t(feeSettlementLabels[settlement])}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
