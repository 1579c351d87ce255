import isEmail from 'validator/lib/isEmail.js';

/**
 * Exactly one bare address, checked by validator's address parser: no lists ("a@x.lk,b@y.lk"),
 * display names ("Name <a@x.lk>"), groups, IP-literal domains or domains without a dot. The
 * salon's mail server sends to what this accepts, so anything more would let one form mail many
 * people (docs/architecture.md#accounts).
 */
const options = {
  allow_display_name: false,
  require_display_name: false,
  require_tld: true,
  allow_ip_domain: false,
} as const;

// The parser allows a quoted local part with spaces or line breaks ("a\r\nb"@x.lk); a person's
// address never has one, and a line break in a mail header is the start of a forged header.
// The same goes for RFC 5322's special characters, which only a quoted local part may hold:
// refusing them keeps the rule one the database can check too (users_email_one_address).
// A lone surrogate is not text at all, and the parser's encodeURI throws on it.
const FORBIDDEN_ANYWHERE = /[\s\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}"(),:;<>[\]\\]/u;

/** Whether `value` is one e-mail address and nothing else. */
export function isSingleEmailAddress(value: string): boolean {
  return !FORBIDDEN_ANYWHERE.test(value) && isEmail(value, options);
}
