// The script's font, self-hosted through the build: its stylesheet loads with this module, so
// only visitors who chose this language fetch it (styles.css puts it first for this lang).
import '@fontsource/noto-sans-tamil/tamil-400.css';
import '@fontsource/noto-sans-tamil/tamil-600.css';
import type { Messages } from '@lingui/core';
import messages from './ta.json';
import { linguiCatalogue } from './lingui-catalogue.ts';

/**
 * Tamil (docs/architecture.md#languages): `ta.json`, keyed by the English of each text,
 * compiled at build. Loaded only when a visitor chooses Tamil.
 */
export const catalogue = linguiCatalogue('ta', messages as unknown as Messages);
