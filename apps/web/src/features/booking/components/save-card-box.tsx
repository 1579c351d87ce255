import { savedCardMessages } from '@salon/contracts';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { useT } from '../../../lib/use-language.tsx';

/**
 * "Save this card for next time" under a card form, for a customer who may keep a card
 * (docs/decisions/0033-saved-cards.md); a 44 px row so a thumb finds it.
 */
export function SaveCardBox({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const t = useT();
  return (
    <div className="flex min-h-11 items-center">
      <Checkbox
        label={t(savedCardMessages.saveBox)}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
    </div>
  );
}
