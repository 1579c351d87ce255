import { expect } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';

interface Mail {
  to: string;
  subject: string;
  text: string;
}

function mailsTo(address: string): Mail[] {
  const dir = process.env.E2E_MAIL_DIR!;
  return fs
    .readdirSync(dir)
    .sort()
    .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as Mail)
    .filter((mail) => mail.to === address.toLowerCase());
}

/** The newest mail to `address` whose subject matches, waiting for it to arrive. */
export async function latestMail(address: string, subject: RegExp): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      () => {
        found = mailsTo(address)
          .filter((mail) => subject.test(mail.subject))
          .at(-1);
        return Boolean(found);
      },
      { message: `a mail to ${address} matching ${subject}`, timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

export const countMails = (address: string, subject: RegExp) =>
  mailsTo(address).filter((m) => subject.test(m.subject)).length;

export async function verificationCode(address: string): Promise<string> {
  const mail = await latestMail(address, /verification code/i);
  return /\b(\d{6})\b/.exec(mail.text)![1]!;
}

export async function resetLink(address: string): Promise<string> {
  const mail = await latestMail(address, /reset/i);
  // A staff account's link ends in ?account=admin (docs/product.md#2.3).
  return /(https?:\/\/\S+\/reset-password\/[\w-]+(?:\?account=admin)?)/.exec(mail.text)![1]!;
}
