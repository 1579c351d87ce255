import { appointmentMessages, cartMessages } from '@salon/contracts';
import type { TextValues } from './language.ts';

/**
 * The server's answers built by a function around a name ("Hair Cut can be booked once per
 * visit"). The catalogues hold each as a template with the same English
 * (docs/architecture.md#languages), so a screen translates the answer by its template.
 */
export const BUILT_ANSWERS: readonly string[] = [
  cartMessages.bookableOnce('{title}'),
  appointmentMessages.wrongAmount('{fee}'),
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const readers = BUILT_ANSWERS.map((template) => {
  const parts = template.split(/\{(\w+)\}/);
  const names = parts.filter((_part, index) => index % 2 === 1);
  const pattern = parts.map((part, index) => (index % 2 === 1 ? '(.+)' : escapeRegExp(part))).join('');
  return { template, names, pattern: new RegExp(`^${pattern}$`, 's') };
});

/**
 * The arguments of `t` that translate a server's text: its template and the values read from
 * it for a built answer, else the text itself. English comes out as the server wrote it.
 */
export function answerText(text: string): [text: string, values?: TextValues] {
  for (const { template, names, pattern } of readers) {
    const match = pattern.exec(text);
    if (match) return [template, Object.fromEntries(names.map((name, index) => [name, match[index + 1]!]))];
  }
  return [text];
}
