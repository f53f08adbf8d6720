import { SMTPServer } from 'smtp-server';

/** One e-mail as the SMTP server received it. */
export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** A real SMTP server in this process, collecting what it receives. */
export interface Mailbox {
  /** SMTP_URL of the server. */
  url: string;
  received: ReceivedMail[];
  /** The next e-mail to `to` not yet taken (waits for it, up to `timeoutMs`). */
  next(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export async function startMailbox(): Promise<Mailbox> {
  const received: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((address) => address.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('SMTP server has no port');
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    async next(to, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = received.find((item) => !taken.has(item) && item.to.includes(to));
        if (mail) {
          taken.add(mail);
          return mail;
        }
        if (Date.now() > deadline) throw new Error(`no e-mail to ${to} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Decodes a quoted-printable body enough to read codes and links. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The 6-digit code and the sign-in link token of a code e-mail. */
export function readCode(mail: ReceivedMail): { code: string; token: string } {
  const body = decodeQuotedPrintable(mail.raw);
  const code = /Código: (\d{6})/.exec(body)?.[1];
  const token = /\/entrar#token=([\w-]+)/.exec(body)?.[1];
  if (!code || !token) throw new Error(`no code in e-mail:\n${mail.raw}`);
  return { code, token };
}
