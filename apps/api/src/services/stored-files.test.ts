import { mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app';
import { waitUntil } from '../../test/wait';
import { TEST_DATA_KEY } from '../../test/db';
import { createDataKeyring, useDataKeyring } from '../db/encryption';
import { openSealed } from './sealed-file';
import { readStoredFile, storedFileKey, storeFile } from './stored-files';

const CONTRACT = Buffer.from('%PDF-1.7\nCONTRATO DE LOCAÇÃO: o LOCATÁRIO pagará R$ 1.500,00\n');

let filesDir: string;
beforeAll(async () => {
  useDataKeyring(createDataKeyring([TEST_DATA_KEY]));
  filesDir = await mkdtemp(path.join(tmpdir(), 'stored-files-'));
});
afterAll(() => rm(filesDir, { recursive: true, force: true }));

describe('uploads waiting on disk', () => {
  it('are sealed with the data key: no plaintext on disk, read back whole by the key the child gets', async () => {
    const stored = await storeFile(
      filesDir,
      Readable.from([CONTRACT.subarray(0, 9), CONTRACT.subarray(9)]),
    );
    expect(stored.bytes).toEqual(CONTRACT);
    const onDisk = await readFile(path.join(filesDir, stored.storedName));
    expect(onDisk.includes(Buffer.from('LOCATÁRIO'))).toBe(false);
    expect(onDisk.includes(Buffer.from('%PDF'))).toBe(false);
    expect(await readStoredFile(filesDir, stored.storedName)).toEqual(CONTRACT);
    const key = await storedFileKey(filesDir, stored.storedName);
    expect(openSealed(onDisk, Buffer.from(key!, 'base64'))).toEqual(CONTRACT);
  });

  it('refuses a sealed file altered on disk, and reads a file an earlier release left unsealed', async () => {
    const stored = await storeFile(filesDir, CONTRACT);
    const file = path.join(filesDir, stored.storedName);
    const onDisk = await readFile(file);
    onDisk[onDisk.length - 20]! ^= 1;
    await writeFile(file, onDisk);
    await expect(readStoredFile(filesDir, stored.storedName)).rejects.toThrow();

    await writeFile(path.join(filesDir, 'from-earlier-release'), CONTRACT);
    expect(await storedFileKey(filesDir, 'from-earlier-release')).toBeNull();
    expect(await readStoredFile(filesDir, 'from-earlier-release')).toEqual(CONTRACT);
  });

  it('leave nothing behind when the upload fails mid-way', async () => {
    const before = await readdir(filesDir);
    const failing = new Readable({
      read() {
        this.push(CONTRACT);
        this.destroy(new Error('connection reset'));
      },
    });
    await expect(storeFile(filesDir, failing)).rejects.toThrow('connection reset');
    expect(await readdir(filesDir)).toEqual(before);
  });
});

describe('partial files a crash left', () => {
  it('are removed by the start-up sweep, before any upload is served', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'stored-files-crash-'));
    const dir = path.join(dataDir, 'files');
    await mkdir(dir, { recursive: true });
    // Written by a process killed mid-upload a minute ago: one half-written, one empty.
    const aMinuteAgo = new Date(Date.now() - 60_000);
    for (const name of ['0a1b.part', '2c3d.part']) {
      await writeFile(path.join(dir, name), name === '0a1b.part' ? CONTRACT : '');
      await utimes(path.join(dir, name), aMinuteAgo, aMinuteAgo);
    }
    const t = await buildTestApp({ dataDir });
    try {
      await t.app.ready();
      await waitUntil(async () => (await readdir(dir)).length === 0);
    } finally {
      await t.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
