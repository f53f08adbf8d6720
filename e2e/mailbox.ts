import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server for the browser tests: the API sends its e-mails to it (SMTP_URL), and it
 * writes each one to `dir` as `<time>-<recipient>.eml`, where the tests read them.
 */
export async function startMailbox(dir: string): Promise<{ url: string; close(): Promise<void> }> {
  await mkdir(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo[0]?.address.toLowerCase() ?? 'unknown';
        const name = `${String(Date.now()).padStart(15, '0')}-${String(++count).padStart(5, '0')}-${to}.eml`;
        writeFile(path.join(dir, name), Buffer.concat(chunks)).then(() => callback(), callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('SMTP server has no port');
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
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

/**
 * What `read` finds in the latest e-mail to `to` received after `since` (ms), waiting until an
 * e-mail has it.
 */
export async function latestMail<T>(
  dir: string,
  to: string,
  since: number,
  read: (body: string) => T | null,
): Promise<T> {
  // No deadline of its own: the test's timeout bounds the wait, so a busy machine only slows it.
  for (;;) {
    const names = (await readdir(dir))
      .filter((name) => name.endsWith(`-${to}.eml`) && Number(name.slice(0, 15)) >= since)
      .sort();
    const last = names.at(-1);
    const found = last
      ? read(decodeQuotedPrintable(await readFile(path.join(dir, last), 'utf8')))
      : null;
    if (found !== null) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The code and link of the latest code e-mail to `to` received after `since` (ms), waiting for it.
 */
export function latestCode(
  dir: string,
  to: string,
  since: number,
): Promise<{ code: string; link: string }> {
  return latestMail(dir, to, since, (body) => {
    const code = /Código: (\d{6})/.exec(body)?.[1];
    const link = /(https?:\/\/\S+\/entrar#token=[\w-]+)/.exec(body)?.[1];
    return code && link ? { code, link } : null;
  });
}
