import { mkdtemp, readdir, readFile, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATA_KEY } from '../../test/db';
import { loadConfig } from '../config';
import { createDataKeyring, useDataKeyring } from '../db/encryption';
import { productionWarnings } from '../startup-warnings';
import { HELD_MAIL_DIR, readHeldMail } from './held-mail';
import { createMailer } from './mailer';
import { staffLoginCodeMail } from './templates';

let dataDir: string;
beforeAll(async () => {
  useDataKeyring(createDataKeyring([TEST_DATA_KEY]));
  dataDir = await mkdtemp(path.join(tmpdir(), 'held-mail-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('production without SMTP_URL', () => {
  it('never logs a staff code: the e-mail is held, encrypted, for the operator', async () => {
    let logged = '';
    const log = pino(
      { level: 'info' },
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          logged += chunk.toString();
          done();
        },
      }),
    );
    const mailer = createMailer({ smtpUrl: null, from: 'x <x@example.com>', log, holdIn: dataDir });
    await mailer.send(
      staffLoginCodeMail({ to: 'ana@equipe.example', code: '482913', validMinutes: 10 }),
    );
    expect(logged).toContain('staff:login-code');
    expect(logged).not.toContain('482913');
    const [file] = await readdir(path.join(dataDir, HELD_MAIL_DIR));
    const onDisk = await readFile(path.join(dataDir, HELD_MAIL_DIR, file!), 'utf8');
    expect(onDisk).not.toContain('482913');
    expect(onDisk).not.toContain('ana@equipe.example');
    const [held] = await readHeldMail(dataDir);
    expect(held).toMatchObject({
      to: 'ana@equipe.example',
      note: { kind: 'staff:login-code', code: '482913' },
    });

    // Past the longest validity (an invitation's 72 h), a held e-mail is deleted, not shown.
    const old = new Date(Date.now() - 73 * 60 * 60 * 1000);
    await utimes(path.join(dataDir, HELD_MAIL_DIR, file!), old, old);
    expect(await readHeldMail(dataDir)).toEqual([]);
    expect(await readdir(path.join(dataDir, HELD_MAIL_DIR))).toEqual([]);
  });

  it('is warned about at start, with keys kept in DATA_DIR; a complete setup gets no warning', () => {
    const base = { NODE_ENV: 'production', DATA_DIR: '/srv/contrato/data' };
    const bare = productionWarnings(loadConfig(base, '/'));
    expect(bare).toHaveLength(2);
    expect(bare[0]).toContain('SMTP_URL');
    expect(bare[1]).toContain('SECRETS_DIR');
    const complete = loadConfig(
      { ...base, SMTP_URL: 'smtp://mail:25', SECRETS_DIR: '/etc/contrato-claro' },
      '/',
    );
    expect(complete.secretsDir).toBe('/etc/contrato-claro');
    expect(productionWarnings(complete)).toEqual([]);
    expect(productionWarnings(loadConfig({ DATA_DIR: '/srv/data' }, '/'))).toEqual([]);
  });
});
