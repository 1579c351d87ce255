/** Accepted card brands, drawn inline so the footer needs no image requests. */
const cardFrame = 'h-7 w-11 rounded-md border border-white/15 bg-white shadow-sm';

export function VisaIcon() {
  return (
    <svg viewBox="0 0 44 28" role="img" aria-label="Visa" className={cardFrame}>
      <text
        x="22"
        y="18.5"
        textAnchor="middle"
        fontFamily="Arial, 'Liberation Sans', sans-serif"
        fontSize="12"
        fontStyle="italic"
        fontWeight="800"
        fill="#1a1f71"
        letterSpacing="0.5"
      >
        VISA
      </text>
    </svg>
  );
}

export function MastercardIcon() {
  return (
    <svg viewBox="0 0 44 28" role="img" aria-label="Mastercard" className={cardFrame}>
      <circle cx="18" cy="14" r="7.5" fill="#eb001b" />
      <circle cx="26" cy="14" r="7.5" fill="#f79e1b" />
      <path d="M22 8a7.5 7.5 0 0 1 0 12 7.5 7.5 0 0 1 0-12z" fill="#ff5f00" />
    </svg>
  );
}

export function AmexIcon() {
  return (
    <svg viewBox="0 0 44 28" role="img" aria-label="American Express" className={cardFrame}>
      <rect x="3" y="5" width="38" height="18" rx="3" fill="#1f72cd" />
      <text
        x="22"
        y="18"
        textAnchor="middle"
        fontFamily="Arial, 'Liberation Sans', sans-serif"
        fontSize="9"
        fontWeight="800"
        fill="#fff"
        letterSpacing="0.6"
      >
        AMEX
      </text>
    </svg>
  );
}
