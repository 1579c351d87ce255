import { createContext, useContext, useEffect } from 'react';
import { salonInfo } from './salon-info.ts';
import { useT } from './use-language.tsx';

/**
 * Takes the page's title while it is rendered on the server, where effects never run
 * (docs/architecture.md#page-rendering). Provided only there.
 */
export const ServerTitleContext = createContext<((title: string) => void) | null>(null);

const titleOf = (title: string | undefined) => (title ? `${title} | ${salonInfo.name}` : salonInfo.name);

/** Each page names itself in the tab title, so history and screen readers can tell pages apart. */
export function useDocumentTitle(title: string | undefined): void {
  const t = useT();
  const shown = titleOf(title && t(title));
  useContext(ServerTitleContext)?.(shown);
  useEffect(() => {
    document.title = shown;
  }, [shown]);
}
