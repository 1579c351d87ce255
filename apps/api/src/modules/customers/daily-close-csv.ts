import type { DailyClose } from '@salon/contracts';

/**
 * A cell a spreadsheet would read as a formula (=, +, -, @, a tab or a carriage return first)
 * gets a single quote in front, as OWASP's "CSV injection" advice says; then every cell is
 * quoted, its quotes doubled, so commas and line breaks stay inside it.
 */
export function csvCell(value: string | number): string {
  const text = String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

const line = (cells: (string | number)[]) => cells.map(csvCell).join(',');

/** The header of a totals table: per stylist or per branch. */
const totalsHeader = (first: string) =>
  line([
    first,
    'Visits',
    'Fee paid online (LKR)',
    'Fee refunded (LKR)',
    'Services (LKR)',
    'To take at the desk (LKR)',
    'Fee taken at the desk (LKR)',
  ]);

/**
 * The daily close as a spreadsheet (docs/decisions/0041-customers-and-merge.md): UTF-8 with a
 * byte order mark, so Excel reads Sinhala and Tamil names right, and CRLF line ends. Each visit
 * and fee taken names its branch in a last column, and a close of every branch ends with each
 * branch's totals (docs/decisions/0047-back-office-per-branch.md).
 */
export function dailyCloseCsv(close: DailyClose): string {
  const money = (totals: DailyClose['totals']) => [
    totals.feePaidOnlineLkr,
    totals.feeRefundedLkr,
    totals.servicesTotalLkr,
    totals.toTakeAtDeskLkr,
    totals.feeTakenAtDeskLkr,
  ];
  const rows = [
    line([
      'Date',
      'Time',
      'Booking',
      'Customer',
      'Phone',
      'Stylist',
      'Services',
      'Status',
      'Fee paid online (LKR)',
      'Fee refunded (LKR)',
      'Services (LKR)',
      'To take at the desk (LKR)',
      'Branch',
    ]),
    ...close.visits.map((visit) =>
      line([
        close.date,
        visit.startTime,
        visit.appointmentId,
        visit.customerName,
        visit.customerPhone ?? '',
        visit.stylist?.name ?? '',
        // The owner's file is in English, as the back office's other exports.
        visit.services
          .map(({ title, quantity }) => (quantity > 1 ? `${title} × ${quantity}` : title))
          .join('; '),
        visit.status,
        visit.feePaidOnlineLkr,
        visit.feeRefundedLkr,
        visit.servicesTotalLkr,
        visit.toTakeAtDeskLkr,
        visit.branch?.name ?? '',
      ]),
    ),
    // docs/decisions/0041-customers-and-merge.md: fees paid at the desk today, for visits of any day.
    ...(close.takenAtDesk.length > 0
      ? [
          '',
          line([
            'Taken at the desk today',
            'Booking',
            'Customer',
            'Stylist',
            'Visit',
            'Status',
            'Fee (LKR)',
            'Branch',
          ]),
          ...close.takenAtDesk.map((taken) =>
            line([
              close.date,
              taken.appointmentId,
              taken.customerName,
              taken.stylist?.name ?? '',
              `${taken.visitDate} ${taken.startTime}`,
              taken.status,
              taken.feeLkr,
              taken.branch?.name ?? '',
            ]),
          ),
        ]
      : []),
    '',
    totalsHeader('Stylist'),
    ...close.stylists.map((row) => line([row.stylist?.name ?? 'No stylist', row.visits, ...money(row)])),
    line(['Day total', close.totals.visits, ...money(close.totals)]),
    // docs/decisions/0047-back-office-per-branch.md: every branch together, each one's totals.
    ...(close.branches && close.branches.length > 0
      ? [
          '',
          totalsHeader('Branch'),
          ...close.branches.map((row) => line([row.branch.name, row.visits, ...money(row)])),
        ]
      : []),
  ];
  return `\uFEFF${rows.join('\r\n')}\r\n`;
}
