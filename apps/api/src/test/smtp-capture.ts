import { simpleParser } from 'mailparser';
import type { ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: ParsedMail['attachments'];
  /** The envelope's sender: the chaos run tells the servers' lives apart by it. */
  from?: string;
  /** When it was accepted (ms since the epoch). */
  receivedAt?: number;
}

/** A real SMTP server on loopback that keeps what it receives, for the mailer to talk to. */
export async function startSmtpCapture() {
  const mails: CapturedMail[] = [];
  const waiters: Array<() => void> = [];
  let refusing = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // A mail server that is down for a while: it answers every mail with a temporary failure.
    onMailFrom(_address, _session, callback) {
      if (!refusing) return callback();
      const refusal = Object.assign(new Error('mail service not available, try later'), {
        responseCode: 421,
      });
      return callback(refusal);
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          for (const recipient of session.envelope.rcptTo) {
            mails.push({
              to: recipient.address,
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              attachments: parsed.attachments,
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              receivedAt: Date.now(),
            });
          }
          waiters.splice(0).forEach((wake) => wake());
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** The newest mail to `to` (waiting up to 5 s for one to arrive). */
    async waitForMail(to: string, afterCount = 0): Promise<CapturedMail> {
      const deadline = Date.now() + 5000;
      for (;;) {
        const found = mails.filter((mail) => mail.to === to);
        if (found.length > afterCount) return found[found.length - 1]!;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} arrived`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    countTo: (to: string) => mails.filter((mail) => mail.to === to).length,
    /** From now on every mail is refused (true) or accepted again (false). */
    refuse(on: boolean) {
      refusing = on;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpCapture = Awaited<ReturnType<typeof startSmtpCapture>>;
