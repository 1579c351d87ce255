// Controls (line feed and carriage return included), Unicode line and paragraph separators.
const LINE_BREAKING = /[\p{Cc}\u2028\u2029]+/gu;

/**
 * A value printed inside a line of a mail or SMS, on that line: a name stored before names were
 * kept to one line (docs/product.md#5) must not start lines of its own, which would read as the
 * salon's text.
 */
export function oneLine(value: string): string {
  return value.replace(LINE_BREAKING, ' ');
}
