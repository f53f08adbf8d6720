import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDataKeyring } from './encryption';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'data-keyring-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('openDataKeyring with SECRETS_DIR apart from DATA_DIR', () => {
  it('refuses to generate a new key while the one of the stored data lies in DATA_DIR', async () => {
    const dataDir = path.join(root, 'data');
    const secretsDir = path.join(root, 'secrets');
    await mkdir(dataDir);
    await writeFile(path.join(dataDir, 'data-key'), 'chave-antiga-chave-antiga-chave-antiga-1');
    await expect(openDataKeyring({ dataKeys: null, secretsDir, dataDir })).rejects.toThrow(
      `move it to ${path.join(secretsDir, 'data-key')}`,
    );

    // Moved as told: it is the key used, and no other is generated.
    await mkdir(secretsDir);
    await writeFile(
      path.join(secretsDir, 'data-key'),
      await readFile(path.join(dataDir, 'data-key')),
    );
    await rm(path.join(dataDir, 'data-key'));
    await openDataKeyring({ dataKeys: null, secretsDir, dataDir });
    expect(await readFile(path.join(secretsDir, 'data-key'), 'utf8')).toBe(
      'chave-antiga-chave-antiga-chave-antiga-1',
    );
  });

  it('generates the key in SECRETS_DIR on a fresh installation', async () => {
    const dataDir = path.join(root, 'fresh-data');
    const secretsDir = path.join(root, 'fresh-secrets');
    await openDataKeyring({ dataKeys: null, secretsDir, dataDir });
    expect((await readFile(path.join(secretsDir, 'data-key'), 'utf8')).length).toBeGreaterThan(32);
  });
});
