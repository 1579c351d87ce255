import { clsx } from 'clsx';

export type StatusTone = 'yellow' | 'blue' | 'green' | 'red' | 'grey';

/** docs/product.md#4.4: pending yellow, confirmed blue, completed green, cancelled red, any other grey. */
export function statusTone(status: string): StatusTone {
  switch (status) {
    case 'pending':
      return 'yellow';
    case 'confirmed':
      return 'blue';
    case 'completed':
      return 'green';
    case 'cancelled':
      return 'red';
    default:
      return 'grey';
  }
}

const toneClasses: Record<StatusTone, string> = {
  yellow: 'bg-yellow-100 text-yellow-900 ring-yellow-300',
  blue: 'bg-blue-100 text-blue-900 ring-blue-300',
  green: 'bg-green-100 text-green-900 ring-green-300',
  red: 'bg-red-100 text-red-900 ring-red-300',
  grey: 'bg-gray-100 text-gray-800 ring-gray-300',
};

/**
 * An appointment's status, coloured the same for customers and staff. The customer's screens
 * pass their `useT()` to show it in the visitor's language; the back office keeps English.
 */
export function StatusBadge({
  status,
  t = (text) => text,
}: {
  status: string;
  t?: (text: string) => string;
}) {
  const tone = statusTone(status);
  return (
    <span
      data-tone={tone}
      className={clsx(
        'inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold capitalize ring-1 ring-inset',
        toneClasses[tone],
      )}
    >
      <span className="sr-only">{t('Status: ')}</span>
      {t(status)}
    </span>
  );
}
