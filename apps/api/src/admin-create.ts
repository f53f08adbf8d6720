import path from 'node:path';
import { isAppError, ZEmail, ZName } from '@contrato-claro/shared';
import pino from 'pino';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { openDataKeyring } from './db/encryption';
import { LOG_SERIALIZERS } from './loggable-error';
import { createMailer } from './mail/mailer';
import { inviteStaffMember } from './services/invite-staff-member';
import { recordAudit } from './services/record-audit';

const USAGE = 'Uso: npm run admin:create -w apps/api -- email@exemplo.com [--name "Nome"]';

/**
 * `npm run admin:create -w apps/api -- email@x [--name "Nome"]`: creates the first admin of the
 * back office (or sends a new link to one who has not joined yet) with the same configuration as
 * the server, and mails them the link that sets the password. Without SMTP_URL the link is in the
 * log line printed here (log-only mailer). Embedded mode: run it while the server is stopped
 * (PGlite has one process at a time).
 */
async function main(argv: string[]): Promise<void> {
  const nameAt = argv.indexOf('--name');
  const name = ZName.safeParse(nameAt >= 0 ? argv[nameAt + 1] : 'Administrador');
  const positional = argv.filter(
    (_, index) => nameAt < 0 || (index !== nameAt && index !== nameAt + 1),
  );
  const email = ZEmail.safeParse(positional.length === 1 ? positional[0] : undefined);
  if (!email.success || !name.success) {
    console.error(USAGE);
    process.exit(2);
  }
  const config = loadConfig(process.env);
  const log = pino({ level: config.logLevel, serializers: LOG_SERIALIZERS });
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'server', url: config.databaseUrl }
      : { kind: 'embedded', dir: path.join(config.dataDir, 'pg') },
  );
  await openDataKeyring(config);
  const mailer = createMailer({
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.from,
    log,
    holdIn: config.isProduction ? config.dataDir : null,
  });
  try {
    const member = await inviteStaffMember({
      db: database.db,
      mailer,
      publicUrl: config.publicUrl,
      invite: { email: email.data, name: name.data, role: 'admin' },
      invitedBy: null,
    });
    await recordAudit({
      db: database.db,
      actorId: null,
      action: 'staff.invite',
      targetType: 'staff_member',
      targetId: member.id,
    });
    process.stdout.write(
      mailer.delivery === 'email'
        ? 'Administrador criado. O link para definir a senha foi enviado por e-mail.\n'
        : mailer.delivery === 'held'
          ? 'Administrador criado. Sem SMTP_URL, o link para definir a senha (válido por 72 horas) não vai para o log: veja-o com npm run mail:held -w apps/api.\n'
          : 'Administrador criado. Sem SMTP_URL, o link para definir a senha (válido por 72 horas) está na linha de log JSON desta execução com "kind":"staff:invite", no campo "mail.link".\n',
    );
  } finally {
    mailer.close();
    await database.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof ConfigError || isAppError(error) ? error.message : error);
  process.exit(1);
});
