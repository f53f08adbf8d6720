import type { TMailDelivery } from '@contrato-claro/shared';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { holdMail } from './held-mail';

/** One e-mail, whatever it is about (sign-in codes now, staff notifications later). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * What the operator may read in the log when no SMTP server is configured (the sign-in link and
   * code, a request id…): never the recipient nor any other personal data.
   */
  operatorNote: Record<string, string>;
}

/** Sends e-mails through SMTP, or writes their operator note to the log when there is none. */
export interface Mailer {
  /** Anything but `email` without SMTP_URL: nothing leaves the machine. */
  readonly delivery: TMailDelivery;
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** How long one SMTP exchange may take before the send fails (and is logged). */
const SMTP_TIMEOUT_MS = 15_000;

/**
 * The mailer of MAIL_FROM over SMTP_URL. `smtpUrl` null → the log-only mailer: in development
 * (embedded default) the operator note (code, link) goes to the log; with `holdIn` (production)
 * only its kind does, and the e-mail is held for `npm run mail:held` (held-mail.ts).
 */
export function createMailer(options: {
  smtpUrl: string | null;
  from: string;
  log: FastifyBaseLogger;
  /** Production: the DATA_DIR where e-mails are held instead of logging their codes and links. */
  holdIn?: string | null;
}): Mailer {
  const { smtpUrl, from, log, holdIn } = options;
  if (!smtpUrl) {
    return {
      delivery: holdIn ? 'held' : 'server-log',
      send: async (message) => {
        if (!holdIn) {
          log.info(
            { mail: message.operatorNote },
            'e-mail not sent (no SMTP_URL): its link and code are here for the operator',
          );
          return;
        }
        await holdMail(holdIn, message);
        log.info(
          { mail: { kind: message.operatorNote.kind } },
          'e-mail not sent (no SMTP_URL): held for the operator, see npm run mail:held',
        );
      },
      close: () => undefined,
    };
  }
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return {
    delivery: 'email',
    send: async ({ to, subject, text, html }) => {
      try {
        await transport.sendMail({ from, to, subject, text, html });
      } catch (error) {
        // SMTP errors often quote the recipient: only the kind of failure reaches the log.
        const code = (error as { code?: unknown }).code;
        throw new Error(`SMTP send failed (${typeof code === 'string' ? code : 'unknown'})`);
      }
    },
    close: () => transport.close(),
  };
}
