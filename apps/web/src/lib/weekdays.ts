/**
 * The weekdays as the API numbers them (0 = Sunday, as the salon's opening hours and the team's
 * shifts), and the order the back office lists a week in: from Monday.
 */
export const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
export const WEEK_FROM_MONDAY = [1, 2, 3, 4, 5, 6, 0] as const;
