import type { ReactNode } from 'react';

export interface LegalSection {
  /** Stable slug; the page prefixes it so a repeated copy keeps unique ids. */
  id: string;
  title: string;
  content: ReactNode;
}
