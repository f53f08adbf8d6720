import path from 'node:path';
import type { Config } from './config';

const isInside = (dir: string, parent: string) => {
  const relative = path.relative(parent, dir);
  return !relative.startsWith('..') && !path.isAbsolute(relative);
};

/**
 * What an API process started in production says it lacks, one log line each: e-mail that cannot
 * leave the server, and generated keys kept beside the data they protect.
 */
export function productionWarnings(config: Config): string[] {
  if (!config.isProduction) return [];
  const warnings: string[] = [];
  if (!config.mail.smtpUrl) {
    warnings.push(
      'SMTP_URL is not set: no e-mail leaves this server. Sign-in codes, staff codes and invitation links are never logged; they are held for the operator (npm run mail:held -w apps/api)',
    );
  }
  const generatesKeys = config.jwtSecret === null || config.dataKeys === null;
  if (generatesKeys && isInside(config.secretsDir, config.dataDir)) {
    warnings.push(
      'the generated keys (jwt-secret, data-key) are kept inside DATA_DIR, so a copy of it opens its own data: set SECRETS_DIR to a folder outside DATA_DIR (or JWT_SECRET and DATA_ENCRYPTION_KEY)',
    );
  }
  return warnings;
}
