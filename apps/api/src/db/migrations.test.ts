import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const MIGRATIONS_DIR = fileURLToPath(new URL('../../drizzle/', import.meta.url));

/** What the release running during an upgrade may still read: a migration never takes it away. */
const CONTRACTING = [
  /\bDROP\s+(TABLE|COLUMN|SCHEMA|TYPE|VIEW)\b/i,
  /\bRENAME\b/i,
  /\bALTER\s+COLUMN\s+\S+\s+(SET\s+DATA\s+)?TYPE\b/i,
  /\bALTER\s+COLUMN\s+\S+\s+SET\s+NOT\s+NULL\b/i,
  // A required column without a default: the previous release's inserts would fail.
  /^(?![\s\S]*\bDEFAULT\b)[\s\S]*\bADD\s+COLUMN\b[\s\S]*\bNOT\s+NULL\b/i,
];

/**
 * The contract steps already released, each run only once no running release read what it
 * removes (README "Upgrading"): listed here by file, on purpose, never added by accident.
 */
const RELEASED_CONTRACT_STEPS = new Set(['0001_drop_lease_until.sql']);

describe('migrations are expand/contract: a release never removes what the previous one reads', () => {
  const files = readdirSync(MIGRATIONS_DIR).filter((name) => name.endsWith('.sql'));

  it.each(files)('%s only adds (or is a listed contract step)', (file) => {
    const text = readFileSync(`${MIGRATIONS_DIR}${file}`, 'utf8');
    const statements = text.split('--> statement-breakpoint');
    const contracting = statements.filter((statement) =>
      CONTRACTING.some((pattern) => pattern.test(statement)),
    );
    if (RELEASED_CONTRACT_STEPS.has(file)) return;
    expect(contracting).toEqual([]);
  });
});
