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
  /** The last e-mail received for `to` (after the app's background tasks settled). */
  latest(to: string): ReceivedMail;
  close(): Promise<void>;
}

export async function startMailbox(): Promise<Mailbox> {
  const received: ReceivedMail[] = [];
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
    latest(to) {
      const mail = received.findLast((item) => item.to.includes(to));
      if (!mail) throw new Error(`no e-mail to ${to}`);
      return mail;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The text of an e-mail, its quoted-printable UTF-8 decoded enough to read codes and links. */
export function readBody(mail: ReceivedMail): string {
  return decodeQuotedPrintable(mail.raw);
}

/** Decodes a quoted-printable UTF-8 body enough to read codes and links. */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index += 1) {
    const hex = joined[index] === '=' ? /^[0-9A-F]{2}/.exec(joined.slice(index + 1)) : null;
    if (hex) {
      bytes.push(parseInt(hex[0], 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(joined[index]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The 6-digit code and the sign-in link token of a code e-mail. */
export function readCode(mail: ReceivedMail): { code: string; token: string } {
  const body = decodeQuotedPrintable(mail.raw);
  const code = /Código: (\d{6})/.exec(body)?.[1];
  const token = /\/entrar#token=([\w-]+)/.exec(body)?.[1];
  if (!code || !token) throw new Error(`no code in e-mail:\n${mail.raw}`);
  return { code, token };
}
