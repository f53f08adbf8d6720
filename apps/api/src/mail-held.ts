import { loadConfig, ConfigError } from './config';
import { openDataKeyring } from './db/encryption';
import { readHeldMail } from './mail/held-mail';

/**
 * `npm run mail:held -w apps/api`: prints the e-mails that production without SMTP_URL held
 * instead of sending (sign-in codes, staff codes, invitation links: see mail/held-mail.ts), oldest
 * first, with the same configuration as the server (DATA_DIR, the data key). Works while the
 * server runs. Those older than 72 hours are deleted instead.
 */
async function main(): Promise<void> {
  const config = loadConfig(process.env);
  await openDataKeyring(config);
  const held = await readHeldMail(config.dataDir);
  if (held.length === 0) {
    process.stdout.write('Nenhum e-mail retido.\n');
    return;
  }
  for (const mail of held) {
    const details = Object.entries(mail.note)
      .filter(([key]) => key !== 'kind')
      .map(([key, value]) => `  ${key}: ${value}`);
    process.stdout.write(
      [
        `${mail.at}  ${mail.note.kind ?? ''}  para ${mail.to}`,
        `  ${mail.subject}`,
        ...details,
        '',
      ].join('\n'),
    );
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
