import { toLocalSriLankaPhone } from '@salon/domain';
import { clsx } from 'clsx';

/**
 * The number a `tel:` link dials: a Sri Lankan number in its international form (+94...), so a
 * phone abroad or with another SIM still reaches it; anything else as typed, without spaces.
 */
export function telHref(phone: string): string {
  const local = toLocalSriLankaPhone(phone);
  return `tel:${local ? `+94${local.slice(1)}` : phone.replace(/[^\d+]/g, '')}`;
}

/**
 * A customer's phone in the back office: one tap calls it on a phone (issue 24). 44 px tall on
 * a phone's list and details; `isCompact` inside a day view block, itself a link to the booking:
 * there, on a touch screen, the target is still 44 px tall but reaches over the lines beside it
 * (negative margins), so the block keeps its one-line height for the number.
 */
export function PhoneLink({
  phone,
  className,
  isCompact = false,
}: {
  phone: string;
  className?: string;
  isCompact?: boolean;
}) {
  return (
    <a
      href={telHref(phone)}
      className={clsx(
        'inline-flex items-center rounded font-medium text-plum-800 underline underline-offset-4 hover:text-plum-950',
        isCompact ? 'pointer-coarse:-my-3.5 pointer-coarse:min-h-11' : 'min-h-11 md:min-h-0',
        className,
      )}
    >
      {phone}
    </a>
  );
}
