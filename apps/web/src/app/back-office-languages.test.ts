import fs from 'node:fs';
import path from 'node:path';
import { authMessages, successMessages } from '@salon/contracts';
import { describe, expect, it } from 'vitest';
import { statusActionsFor } from '../features/admin-appointments/lib/status-actions.ts';
import { loadCatalogue } from '../lib/language.ts';
import { adminNavLinks } from './layout/admin-nav-links.ts';

const src = path.resolve(import.meta.dirname, '..');

/**
 * The back office's screens that speak the owner's language (issue 24), beside the customer's
 * screens that src/lib/catalogue-coverage.test.ts checks. Services, offers and settings are
 * not listed here.
 */
const isBackOfficeSource = (file: string) =>
  /\.tsx?$/.test(file) &&
  !/\.test\.tsx?$/.test(file) &&
  (/^features\/admin-(?:overview|appointments|day|reviews|gallery)\//.test(file) ||
    file === 'app/layout/admin-layout.tsx' ||
    file === 'features/auth/components/admin-register-form.tsx' ||
    /^app\/routes\/admin-(?:dashboard|appointments|day|gallery|reviews|login|forgot-password|register)-page\.tsx$/.test(
      file,
    ));

const unescape = (text: string) => text.replace(/\\(.)/g, '$1');
// A literal first argument of `t(` or of `useDocumentTitle(`: quoted, or a template literal with no `${`.
const literalOfT =
  /\b(?:t|useDocumentTitle)\(\s*(?:'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\$]|\\.|\$(?!\{))*)`)/g;
/** The pieces that translate the texts they are given. */
const translatingElement =
  /<(?:EmptyState|ErrorState|SkeletonGroup|PageLoader|TextField|PasswordField|AdminPageHeader|Panel|AuthShell)\b((?:=>|[^>])*)>/g;
const literalProp =
  /\b(?:title|description|message|label|hint|subtitle)=(?:"([^"]*)"|\{\s*'((?:[^'\\]|\\.)*)'\s*\}|\{\s*"((?:[^"\\]|\\.)*)"\s*\})/g;

const textsTranslatedIn = (file: string) => {
  const source = fs.readFileSync(path.join(src, file), 'utf8');
  const props = [...source.matchAll(translatingElement)].flatMap((element) => [
    ...element[1]!.matchAll(literalProp),
  ]);
  return [...source.matchAll(literalOfT), ...props].map((match) =>
    unescape(match[1] ?? match[2] ?? match[3]!),
  );
};

const started = '2026-01-01T00:00:00Z';
const later = new Date('2026-01-02T00:00:00Z');
/** Texts the screens get as data: the menu's labels, the status actions' words, the staff sign-up's answers. */
const textsAsData = [
  ...adminNavLinks.map((link) => link.label),
  'The registration key is required',
  authMessages.adminKeyInvalid,
  authMessages.adminRegistrationDisabled,
  successMessages.adminRegistration,
  ...[
    ...statusActionsFor({ status: 'pending', startsAt: started }, later),
    ...statusActionsFor({ status: 'confirmed', startsAt: started }, later),
  ].flatMap((action) => [action.label, action.question, action.confirmLabel]),
];

const backOfficeTexts = [
  ...new Set([
    ...(fs.readdirSync(src, { recursive: true }) as string[])
      .map((file) => file.split(path.sep).join('/'))
      .filter(isBackOfficeSource)
      .flatMap(textsTranslatedIn),
    ...textsAsData,
  ]),
];

describe('the back office in Sinhala and Tamil (issue 24)', () => {
  it('finds the texts of the back office screens', () => {
    expect(backOfficeTexts).toEqual(
      expect.arrayContaining([
        'Apply filters',
        'Today and upcoming first',
        'Day view',
        'Yes, no-show',
        'Upload {count} photos',
        'Every booking, found by status, date or customer.',
        'Top services',
        'Admin sign in',
        'Register as admin',
        'Ask the salon owner for the key.',
      ]),
    );
  });

  it.each(['si', 'ta'] as const)('%s holds every text of those screens', async (language) => {
    const ids = new Set((await loadCatalogue(language)).ids());
    const missing = backOfficeTexts.filter((text) => !ids.has(text));
    expect(missing, `${language} lacks: ${missing.map((text) => JSON.stringify(text)).join(', ')}`).toEqual(
      [],
    );
  });
});
