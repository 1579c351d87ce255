import { useEffect } from 'react';
import { salonInfo } from './salon-info.ts';

/** Each page names itself in the tab title, so history and screen readers can tell pages apart. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} | ${salonInfo.name}` : salonInfo.name;
  }, [title]);
}
