import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '@salon/contracts';
import { createMailer } from '../../mail/mailer.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { startSmtpCapture } from '../../test/smtp-capture.ts';
import type { SmtpCapture } from '../../test/smtp-capture.ts';
import { passwordResetMail, verificationCodeMail } from '../notifications/account-mails.ts';

let smtp: SmtpCapture;
let outboxDir: string;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-auth-mail-secrets-'));
});
afterAll(async () => {
  await smtp.close();
  fs.rmSync(outboxDir, { recursive: true, force: true });
});

const CODE = '482915';
const TOKEN = 'q7Vd0c1Jm9ZrX2bTn8yLw4kPe6sHa3uG5fRi0oNtYxE';
const LINK = `http://salon.test/reset-password/${TOKEN}`;
const languages: Language[] = ['en', 'si', 'ta'];

const secretMails = (language: Language): Array<[string, MailMessage]> => [
  [CODE, verificationCodeMail('nimali@example.lk', 'Nimali', CODE, language)],
  [TOKEN, passwordResetMail('nimali@example.lk', 'Nimali', LINK, language)],
];

describe('the secrets auth mails carry', () => {
  it.each(languages)('stay out of the subject and the summary for logs (%s)', (language) => {
    for (const [secret, mail] of secretMails(language)) {
      expect(mail.text).toContain(secret);
      expect(mail.subject).not.toContain(secret);
      expect(mail.logSummary).not.toContain(secret);
    }
  });

  it.each([
    ['through SMTP', () => smtp.url],
    ['into the outbox', () => undefined],
  ])('never reach a log line when sent %s', async (_mode, smtpUrl) => {
    const lines: string[] = [];
    const mailer = createMailer({
      smtpUrl: smtpUrl(),
      from: 'Salon <no-reply@salon.test>',
      outboxDir,
      log: (entry, message) => lines.push(JSON.stringify({ ...entry, msg: message })),
    });
    try {
      for (const language of languages) {
        for (const [, mail] of secretMails(language)) await mailer.send(mail);
      }
    } finally {
      mailer.close();
    }
    expect(lines).toHaveLength(languages.length * 2);
    for (const line of lines) {
      expect(line).not.toContain(CODE);
      expect(line).not.toContain(TOKEN);
    }
  });
});
