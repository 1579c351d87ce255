import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';

export interface MailAttachment {
  filename: string;
  content: string | Buffer;
  contentType: string;
}

export interface MailMessage {
  /**
   * null: the customer's account has no e-mail address (made by mobile number,
   * docs/decisions/0029-sign-in-by-mobile.md). Such a mail is never sent or queued: the mailer
   * and the outbox both drop it, so no path can mail a NULL address.
   */
  to: string | null;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  /** What a developer reading the log needs: the code or the link the mail carries. */
  logSummary: string;
}

export interface Mailer {
  /** 'smtp' or 'outbox: <folder>', printed at start. */
  readonly mode: string;
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: (entry: Record<string, unknown>, message: string) => void;
}

/** SMTP when configured; otherwise every mail lands as an .eml file in the outbox folder. */
export function createMailer({ smtpUrl, from, outboxDir, log }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      mode: 'smtp',
      async send(message) {
        if (message.to === null) return skipped(log, message);
        await transport.sendMail(toNodemailer(from, message, message.to));
        log({ to: message.to, subject: message.subject }, 'mail sent');
      },
      close: () => transport.close(),
    };
  }
  const transport: Transporter = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    mode: `outbox: ${outboxDir}`,
    async send(message) {
      if (message.to === null) return skipped(log, message);
      const info = await transport.sendMail(toNodemailer(from, message, message.to));
      await fs.mkdir(outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`;
      await fs.writeFile(path.join(outboxDir, name), info.message as Buffer);
      log(
        { to: message.to, subject: message.subject, carries: message.logSummary, file: name },
        'mail written to outbox',
      );
    },
    close: () => transport.close(),
  };
}

/** A mail for an account without an e-mail address goes nowhere; its texts reach the phone instead. */
function skipped(log: MailerOptions['log'], message: MailMessage) {
  log(
    { subject: message.subject, carries: message.logSummary },
    'mail skipped: the account has no e-mail address',
  );
}

function toNodemailer(from: string, message: MailMessage, to: string) {
  return {
    from,
    to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    attachments: message.attachments,
  };
}
