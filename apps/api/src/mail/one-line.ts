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

/**
 * The salon's line about a customer: name, e-mail (or "no e-mail" for an account made by mobile
 * number, docs/decisions/0029-sign-in-by-mobile.md) and phone.
 */
export function customerContact(customer: { name: string; email: string | null; phone: string | null }) {
  const parts = [
    oneLine(customer.name),
    customer.email ?? 'no e-mail',
    ...(customer.phone ? [customer.phone] : []),
  ];
  return parts.join(', ');
}
