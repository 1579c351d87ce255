/** The calendar file is built in packages/domain, so the web's Add to calendar link matches the mails. */
export { buildIcsEvent } from '@salon/domain';
