import { z } from 'zod';
import { LANGUAGES } from './languages.ts';

/**
 * A signed-in customer's language switch, told to the server so the mails and SMS sent later
 * by jobs speak it too (docs/architecture.md#languages). Apart from languages.ts, which the
 * first page loads, so its words and zod stay out of that page's script.
 */
export const languageChoiceMessages = {
  unknown: `Choose one of the languages: ${LANGUAGES.join(', ')}`,
} as const;

export const updateLanguageRequestSchema = z.object({
  language: z.enum(LANGUAGES, { error: languageChoiceMessages.unknown }),
});
export type UpdateLanguageRequest = z.infer<typeof updateLanguageRequestSchema>;
