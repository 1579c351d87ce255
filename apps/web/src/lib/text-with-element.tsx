import type { ReactNode } from 'react';

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
