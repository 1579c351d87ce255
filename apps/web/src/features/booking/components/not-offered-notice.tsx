import { branchMessages } from '@salon/contracts';
import type { CartItem } from '@salon/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { cartItemTitle } from '../../../lib/service-texts.ts';
import { useLanguage, useT } from '../../../lib/use-language.tsx';

/**
 * docs/decisions/0045-branches.md: the cart's services the chosen branch does not offer. Booking
 * there refuses them, so the page names them and offers to take them out; the branch picker
 * beside it offers the other way, another branch.
 */
export function NotOfferedNotice({
  items,
  branchName,
  onRemove,
  isRemoving,
}: {
  items: CartItem[];
  branchName: string;
  onRemove: () => void;
  isRemoving: boolean;
}) {
  const t = useT();
  const { language } = useLanguage();
  return (
    <section
      role="alert"
      className="space-y-3 rounded-3xl border border-amber-200 bg-amber-50 p-6 text-sm text-amber-950"
    >
      <p className="font-medium">{t(branchMessages.notOfferedInCart, { branch: branchName })}</p>
      <ul className="list-disc space-y-1 pl-5">
        {items.map((item) => (
          <li key={item._id}>{cartItemTitle(item, language)}</li>
        ))}
      </ul>
      <p>{t(branchMessages.notOfferedHint)}</p>
      <Button variant="outline" onClick={onRemove} isLoading={isRemoving}>
        {t(branchMessages.removeNotOffered)}
      </Button>
    </section>
  );
}
