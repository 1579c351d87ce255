import type { Branch } from '@salon/contracts';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { useT } from '../../../lib/use-language.tsx';

interface BranchesPickerProps {
  /** The salon's open branches, the main one first. */
  branches: readonly Branch[];
  chosen: readonly string[];
  onChange: (branchIds: string[]) => void;
}

/**
 * docs/decisions/0045-branches.md: the branches a stylist works at; their shifts are at those.
 * Shown with two or more branches only.
 */
export function BranchesPicker({ branches, chosen, onChange }: BranchesPickerProps) {
  const t = useT();
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1.5 text-sm font-medium text-ink">{t('Works at')}</legend>
      <ul className="space-y-2">
        {branches.map((branch) => (
          <li key={branch._id} className="rounded-xl border border-sand-200 p-3">
            <Checkbox
              label={branch.name}
              checked={chosen.includes(branch._id)}
              onChange={(event) =>
                onChange(
                  branches
                    .map((one) => one._id)
                    .filter((id) => (id === branch._id ? event.target.checked : chosen.includes(id))),
                )
              }
            />
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
