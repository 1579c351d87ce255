import type { SVGProps } from 'react';

/** Brand glyphs, simplified; lucide no longer ships brand icons. */
type IconProps = SVGProps<SVGSVGElement>;

export function FacebookIcon(props: IconProps) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" {...props}>
      <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H8v3h2.5V21h3z" />
    </svg>
  );
}

export function InstagramIcon(props: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      aria-hidden="true"
      {...props}
    >
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.2" cy="6.8" r="1" fill="currentColor" stroke="none" />
    </svg>
  );
}

export function TikTokIcon(props: IconProps) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" {...props}>
      <path d="M16.6 3c.4 2.2 1.7 3.6 3.9 3.8v3c-1.4.1-2.7-.3-3.9-1.1v6.1c0 3.5-2.5 5.9-5.7 5.9-3.1 0-5.6-2.4-5.6-5.5 0-3.4 2.9-5.9 6.5-5.4v3.1c-1.7-.4-3.3.6-3.3 2.3 0 1.4 1.1 2.5 2.5 2.5s2.5-1 2.5-2.7V3h3.1z" />
    </svg>
  );
}
