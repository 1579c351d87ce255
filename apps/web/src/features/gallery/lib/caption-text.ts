import { demoGalleryCaptions } from '@salon/contracts';
import { useT } from '../../../lib/use-language.tsx';

const demoCaptions: ReadonlySet<string> = new Set(demoGalleryCaptions);

/**
 * A caption as the page's language shows it: the demo gallery's own captions translated, a
 * caption the owner typed as typed (it is text, never a message with placeholders to fill).
 */
export function useCaptionText(): (caption: string) => string {
  const t = useT();
  return (caption) => (demoCaptions.has(caption) ? t(caption) : caption);
}
