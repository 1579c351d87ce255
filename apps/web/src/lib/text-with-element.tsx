import type { ReactNode } from 'react';

/**
 * The values that keep a placeholder in a translated text for `TextWithElement` to draw:
 * `t(text, elementSlot('email'))`. Formatting fills every placeholder it is
 * given a value for and empties the others, so the slot is given itself.
 */
export const elementSlot = (name: string) => ({ [name]: `{${name}}` });

/**
 * A translated text whose `{name}` placeholder is drawn as an element (an e-mail in bold), so
 * each language keeps its own word order around it (docs/architecture.md#languages).
 */
export function TextWithElement({
  text,
  name,
  children,
}: {
  text: string;
  name: string;
  children: ReactNode;
}) {
  const [before, after = ''] = text.split(`{${name}}`);
  return (
    <>
      {before}
      {children}
      {after}
    </>
  );
}
