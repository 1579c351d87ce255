import { localeFormats } from '@salon/contracts';
import { englishCatalogue, loadedCatalogue, translate } from './language.ts';

/**
 * The screens' formatters for Sinhala and Tamil (docs/architecture.md#languages), the same rule
 * the mails use. Sinhala's month, weekday and AM/PM words come from the Sinhala catalogue,
 * loaded with the language, so the first page carries none of them.
 */
export const { numberFormat, dateTimeFormat } = localeFormats((english) =>
  translate(loadedCatalogue('si') ?? englishCatalogue, english),
);
