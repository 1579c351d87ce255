// The script's font, self-hosted through the build: its stylesheet loads with this module, so
// only visitors who chose this language fetch it (styles.css puts it first for this lang).
import '@fontsource/noto-sans-sinhala/sinhala-400.css';
import '@fontsource/noto-sans-sinhala/sinhala-600.css';
import type { Messages } from '@lingui/core';
import { sinhalaCalendarWords } from '@salon/contracts';
import messages from './si.json';
import { linguiCatalogue } from './lingui-catalogue.ts';

/**
 * Sinhala (docs/architecture.md#languages): `si.json`, keyed by the English of each text,
 * compiled at build, and the dates' words shared with the server's mails
 * (packages/contracts/src/sinhala-calendar-words.ts). Loaded only when a visitor chooses Sinhala.
 */
export const catalogue = linguiCatalogue('si', {
  ...(messages as unknown as Messages),
  ...Object.fromEntries(Object.entries(sinhalaCalendarWords).map(([english, word]) => [english, [word]])),
});
