import { simpleParser } from 'mailparser';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server the app under test sends to. Each mail is written as JSON to `dir`
 * so the test workers (other processes) can read it.
 */
export async function startMailCatcher(dir: string) {
  fs.mkdirSync(dir, { recursive: true });
  let sequence = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          for (const recipient of session.envelope.rcptTo) {
            const record = {
              to: recipient.address.toLowerCase(),
              subject: mail.subject ?? '',
              text: mail.text ?? '',
            };
            const name = `${Date.now()}-${String(++sequence).padStart(5, '0')}.json`;
            fs.writeFileSync(path.join(dir, name), JSON.stringify(record));
          }
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
