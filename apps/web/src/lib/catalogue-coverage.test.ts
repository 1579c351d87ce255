import {
  appointmentLinkMessages,
  appointmentMessageIds,
  appointmentMessages,
  appointmentStatusNotes,
  authMessages,
  bookingCalendarMessages,
  bookingNoteMessages,
  branchAdminMessages,
  branchMessages,
  cardDeclineMessages,
  cartMessageIds,
  cartMessages,
  catalogueAdminMessages,
  catalogueMessages,
  customerMessages,
  demoGalleryCaptions,
  globalErrorMessages,
  moneyMessages,
  payhereMessages,
  paymentMessages,
  phoneConfirmationMessages,
  emailAdditionMessages,
  phoneSignInMessages,
  profileMessages,
  refundMessages,
  rescheduleMessages,
  rescheduleRefusalMessages,
  reviewMessages,
  salonEmailMessage,
  salonMapUrlMessage,
  salonWhatsAppMessage,
  savedCardMessages,
  sinhalaCalendarWords,
  staffAccountMessages,
  staffDayMessages,
  staffMessages,
  successMessages,
  teamAdminMessages,
  frontDeskMessages,
  managerMessages,
  validationMessages,
  waitlistMessages,
  whatsAppMessages,
} from '@salon/contracts';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from './language.ts';

const src = path.resolve(import.meta.dirname, '..');

/**
 * The back office's screens already in Sinhala and Tamil (issue 24): the owner's settings,
 * services and offers, with their pages.
 */
const TRANSLATED_BACK_OFFICE = [
  'features/admin-settings/',
  'features/admin-services/',
  'features/admin-offers/',
  'features/admin-team/',
  'features/admin-customers/',
  'features/admin-close/',
  'features/admin-branches/',
  'app/routes/admin-settings-page.tsx',
  'app/routes/admin-services-page.tsx',
  'app/routes/admin-offers-page.tsx',
  'app/routes/admin-team-page.tsx',
  'app/routes/admin-customers-page.tsx',
  'app/routes/admin-customer-page.tsx',
  'app/routes/admin-close-page.tsx',
  'app/routes/admin-branches-page.tsx',
];
const isTranslatedBackOffice = (file: string) =>
  TRANSLATED_BACK_OFFICE.some((start) => file.startsWith(start));

/**
 * The customer's screens and the translated back office: the rest of the back office (every
 * other path naming admin) may stay English (docs/architecture.md#languages); tests and the
 * catalogues themselves are not screens.
 */
const isCustomerSource = (file: string) =>
  /\.tsx?$/.test(file) &&
  (!/admin/i.test(file) || isTranslatedBackOffice(file)) &&
  !/\.test\.tsx?$/.test(file) &&
  !file.startsWith('test/') &&
  !file.startsWith('lib/catalogues/');

const customerSources = (fs.readdirSync(src, { recursive: true }) as string[])
  .map((file) => file.split(path.sep).join('/'))
  .filter(isCustomerSource);

/** Every source file of the web app but tests and the catalogues. */
const webSources = (fs.readdirSync(src, { recursive: true }) as string[])
  .map((file) => file.split(path.sep).join('/'))
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith('test/'))
  .filter((file) => !file.startsWith('lib/catalogues/'));
const contracts = path.resolve(src, '../../../packages/contracts/src');
/** The contracts' sources: a schema's refusal ('Title is required') reaches the screens as it is. */
const contractSources = (fs.readdirSync(contracts, { recursive: true }) as string[])
  .filter((file) => /\.ts$/.test(file) && !/\.test\.ts$/.test(file))
  .map((file) => path.join(contracts, file));
const domain = path.resolve(src, '../../../packages/domain/src');
/** The domain's texts given a translator: the calendar event's words, shared with the mails. */
const domainSources = (fs.readdirSync(domain, { recursive: true }) as string[])
  .filter((file) => /\.ts$/.test(file) && !/\.test\.ts$/.test(file))
  .map((file) => path.join(domain, file));
const allSource = [...webSources, ...contractSources, ...domainSources]
  .map((file) => fs.readFileSync(path.resolve(src, file), 'utf8'))
  .join('\n');
/**
 * Whether the sources write `id` as a whole literal: any literal may reach `t`
 * (`t(link.label)`, `t(one ? '{count} star' : '{count} stars')`), so one is enough.
 */
const writtenInSource = (id: string) =>
  [`'${id.replaceAll("'", "\\'")}'`, `"${id.replaceAll('"', '\\"')}"`, `\`${id}\``].some((literal) =>
    allSource.includes(literal),
  );

const unescape = (text: string) => text.replace(/\\(.)/g, '$1');
// A literal first argument of `t(` or of `useDocumentTitle(`: quoted, or a template literal with no `${`.
const literalOfT =
  /\b(?:t|useDocumentTitle)\(\s*(?:'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\$]|\\.|\$(?!\{))*)`)/g;
/** The shared pieces that translate the texts they are given (docs/architecture.md#languages). */
const translatingElement =
  /<(?:PageHero|EmptyState|ErrorState|SkeletonGroup|PageLoader|TextField|PasswordField)\b((?:=>|[^>])*)>/g;
const literalProp =
  /\b(?:eyebrow|title|description|message|label|hint|retryLabel)=(?:"([^"]*)"|\{\s*'((?:[^'\\]|\\.)*)'\s*\}|\{\s*"((?:[^"\\]|\\.)*)"\s*\})/g;

const textsTranslatedIn = (file: string) => {
  const source = fs.readFileSync(path.join(src, file), 'utf8');
  const props = [...source.matchAll(translatingElement)].flatMap((element) => [
    ...element[1]!.matchAll(literalProp),
  ]);
  return [...source.matchAll(literalOfT), ...props].map((match) =>
    unescape(match[1] ?? match[2] ?? match[3]!),
  );
};

/**
 * The contracts' texts a customer can meet: the answers of the customer's calls and the
 * screens' own spec words, which the screens pass through `t` (`t(cartMessages.empty)`,
 * `t(describeError(...))`). Left out: `catalogueAdminMessages` and the back office's filter
 * words (the back office stays English), `smsMessages` (the server's catalogues, checked by
 * apps/api/src/mail/translate.test.ts) and `languageChoiceMessages` (the switch offers only
 * the three languages, so no screen meets its refusal).
 */
const CUSTOMER_MESSAGES = {
  validationMessages,
  globalErrorMessages,
  authMessages,
  successMessages,
  reviewMessages,
  cardDeclineMessages,
  catalogueMessages,
  profileMessages,
  phoneConfirmationMessages,
  emailAdditionMessages,
  phoneSignInMessages,
  cartMessages,
  appointmentMessages,
  moneyMessages,
  refundMessages,
  whatsAppMessages,
  appointmentStatusNotes,
  appointmentLinkMessages,
  bookingCalendarMessages,
  paymentMessages,
  payhereMessages,
  rescheduleMessages,
  rescheduleRefusalMessages,
  bookingNoteMessages,
  savedCardMessages,
  staffMessages,
  // docs/decisions/0045-branches.md: the server's answers about a branch.
  branchMessages,
};

/** The texts built by a function, as the templates the screens translate them from. */
const templates = [
  cartMessages.servicesReplacedDescription(['{titles}']),
  cartMessages.removeOfferDescription('{offer}'),
  cartMessages.clearDescription(['{titles}']),
  cartMessages.removedNamed(['{titles}']),
  moneyMessages.bookingFeeOnly('{fee}'),
  moneyMessages.feeDeductedPolicy('{fee}'),
  moneyMessages.feeNotDeductedPolicy('{fee}'),
  ...[refundMessages.refunded, refundMessages.willBeRefunded, refundMessages.refundPending].map((line) =>
    line('{fee}'),
  ),
  refundMessages.refundIssued('{fee}'),
  ...[refundMessages.notRefunded, refundMessages.willNotBeRefunded, refundMessages.keptOnCancel].map((line) =>
    line('{hours}' as unknown as number),
  ),
  whatsAppMessages.askSalon('{salon}'),
  whatsAppMessages.aboutBooking('{salon}', '{reference}', '{when}'),
  // The server's answers by id (docs/decisions/0035-messages-by-id.md).
  ...Object.values(cartMessageIds),
  ...Object.values(appointmentMessageIds),
  // The owner's team calls answer by id, and the team screens show them (docs/architecture.md#team-admin).
  ...Object.values(teamAdminMessages),
  // The owner's customers calls answer by id too (docs/decisions/0041-customers-and-merge.md).
  ...Object.values(customerMessages),
  // A stylist's sign-in and own day answer by id (docs/decisions/0039-staff-accounts.md).
  ...Object.values(staffAccountMessages),
  ...Object.values(staffDayMessages),
  // The owner's managers calls and a manager's refusal answer by id (docs/decisions/0049-branch-manager.md).
  ...Object.values(managerMessages),
  // The front desk's calls answer by id, and the day view shows them (docs/decisions/0040-front-desk.md).
  ...Object.values(frontDeskMessages),
  // The waitlist's screens and answers, the customer's and the owner's (docs/decisions/0042-waitlist.md).
  ...Object.values(waitlistMessages),
  // The owner's Branches page and its calls (docs/decisions/0045-branches.md).
  ...Object.values(branchAdminMessages),
  // The demo gallery's captions, which the gallery shows in the page's language.
  ...demoGalleryCaptions,
  // The words the translated back office passes through `t` from the contracts.
  ...[
    catalogueAdminMessages.bookableOnceLabel,
    catalogueAdminMessages.translatedTitleTooLong,
    catalogueAdminMessages.translatedDescriptionTooLong,
    catalogueAdminMessages.translationsInvalid,
    catalogueAdminMessages.serviceImageUpdated,
    catalogueAdminMessages.profileSaved,
    catalogueAdminMessages.closuresSaved,
    catalogueAdminMessages.closuresTooMany,
    catalogueAdminMessages.closuresOverlap,
    catalogueAdminMessages.closureHasBookings,
    catalogueAdminMessages.bookingRulesSaved,
    catalogueAdminMessages.bookingRuleMissing,
    catalogueAdminMessages.bookingFeeOutOfRange,
    catalogueAdminMessages.settingsSaved,
    salonEmailMessage,
    salonMapUrlMessage,
    salonWhatsAppMessage,
  ],
];

/** Texts that stay English, each with its reason. */
const STAYS_ENGLISH: Record<string, string> = {
  CVC: 'the card code’s name as printed on the card',
  [authMessages.adminRegistrationDisabled]: 'admin registration only',
  [authMessages.adminKeyInvalid]: 'admin registration only',
  [successMessages.adminRegistration]: 'admin registration only',
  [catalogueMessages.imageAdded]: 'the back office’s gallery calls',
  [catalogueMessages.imageDeleted]: 'the back office’s gallery calls',
  [catalogueMessages.imageNotFound]: 'the back office’s gallery calls',
  [validationMessages.salonPhone]: 'the back office’s salon details',
  [appointmentMessages.transitionNotAllowed]: 'the back office’s status change',
  [appointmentMessages.statusUpdated]: 'the back office’s status change',
  [paymentMessages.chargedBack]: 'the back office’s appointment detail',
  [bookingNoteMessages.customerNote]: 'the back office’s label of the note',
  [payhereMessages.checkoutItem]: 'sent to PayHere, whose checkout page lists it',
  ...Object.fromEntries(
    Object.entries(payhereMessages)
      .filter(([key]) => key.startsWith('notify'))
      .map(([, text]) => [text, 'an answer to PayHere’s server, never a person']),
  ),
};

const contractTexts = [
  ...Object.values(CUSTOMER_MESSAGES).flatMap((messages) =>
    Object.values(messages).filter((text): text is string => typeof text === 'string'),
  ),
  ...templates,
];

describe('the Sinhala and Tamil catalogues (docs/architecture.md#languages)', () => {
  const screenTexts = customerSources.flatMap(textsTranslatedIn);
  const english = [...new Set([...screenTexts, ...contractTexts])].filter((text) => !(text in STAYS_ENGLISH));

  it('find the texts of the customer screens, and none of the back office', () => {
    expect(customerSources).toContain('features/home/components/home-hero.tsx');
    expect(customerSources).toContain('features/admin-services/components/service-form-dialog.tsx');
    const backOffice = 'features/admin-gallery/components/gallery-admin.tsx';
    expect(fs.existsSync(path.join(src, backOffice))).toBe(true);
    expect(customerSources).not.toContain(backOffice);
    expect(screenTexts).toContain('Book Now');
    expect(screenTexts).toContain('Call {phone}');
    // Given to a translating piece: a page title, a hero's words, a field's label.
    expect(textsTranslatedIn('app/routes/cart-page.tsx')).toEqual([
      'Services Cart',
      'Your booking',
      'Services Cart',
      'Review your services, then choose a date and time that suits you.',
    ]);
    expect(textsTranslatedIn('features/auth/components/register-form.tsx')).toEqual(
      expect.arrayContaining(['Full name', 'Password', 'Phone number', 'Address']),
    );
    expect(new Set(screenTexts).size).toBeGreaterThan(200);
  });

  it('leave English only texts that are still shown', () => {
    const shown = new Set([...screenTexts, ...contractTexts]);
    expect(Object.keys(STAYS_ENGLISH).filter((text) => !shown.has(text))).toEqual([]);
  });

  it.each(['si', 'ta'] as const)('%s holds every text a customer can meet', async (language) => {
    const ids = new Set((await loadCatalogue(language)).ids());
    const missing = english.filter((text) => !ids.has(text));
    expect(missing, `${language} lacks: ${missing.map((text) => JSON.stringify(text)).join(', ')}`).toEqual(
      [],
    );
  });

  it.each(['si', 'ta'] as const)('%s holds no text that no screen shows', async (language) => {
    const shown = new Set([...english, ...Object.keys(sinhalaCalendarWords)]);
    const unused = (await loadCatalogue(language))
      .ids()
      .filter((id) => !shown.has(id) && !writtenInSource(id));
    expect(unused, `${language} holds unused: ${unused.map((id) => JSON.stringify(id)).join(', ')}`).toEqual(
      [],
    );
  });
});
