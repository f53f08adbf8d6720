/**
 * Data-at-rest benchmark: what application-level encryption costs. The analysis of a 20-page
 * contract encrypted and decrypted (beside JSON alone, the cost without encryption); "Minhas
 * análises" (200 rows, each file name decrypted) and one owner's results read through the real
 * services on PGlite in memory; and the background re-encryption of rows an earlier release left
 * in plaintext, in rows per second. Run: npm run at-rest -w bench. Writes results/latest.json;
 * baseline.json is a committed run.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/api/src/db/client';
import {
  createDataKeyring,
  decryptText,
  emailValues,
  encryptText,
  useDataKeyring,
} from '../../apps/api/src/db/encryption';
import { analyses, users } from '../../apps/api/src/db/schema';
import { getAnalysisResults } from '../../apps/api/src/services/get-analysis-results';
import { listAnalyses } from '../../apps/api/src/services/list-analyses';
import { reencryptRows } from '../../apps/api/src/services/reencrypt-rows';
import { corpusContract } from '../corpus-contract';

const RESULTS_DIR = join(fileURLToPath(new URL('.', import.meta.url)), 'results');
const RUNS = 25;
const LISTED = 200;
const LEGACY_ROWS = 200;

/** Median milliseconds of `runs` calls of `work` (after one warm-up call). */
async function medianMs(work: () => unknown, runs = RUNS): Promise<number> {
  await work();
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return Number(times[Math.floor(times.length / 2)]!.toFixed(3));
}

async function main() {
  mkdirSync(RESULTS_DIR, { recursive: true });
  useDataKeyring(createDataKeyring(['bench-data-key-bench-data-key-bench-data-key']));
  const analysis = corpusContract(20);
  const json = JSON.stringify(analysis);
  const sealed = encryptText(json);

  const database = await openDatabase({ kind: 'embedded', dir: null });
  try {
    const db = database.db;
    const [owner] = await db
      .insert(users)
      .values({ ...emailValues('bench@example.com'), name: 'Bench', emailVerifiedAt: new Date() })
      .returning({ id: users.id });
    const row = {
      ownerId: owner!.id,
      uploaderSecretHash: '0'.repeat(64),
      fileName: 'contrato de locação comercial.pdf',
      fileSize: 1,
      fileKind: 'pdf' as const,
      status: 'done' as const,
      finishedAt: new Date(),
      expiresAt: new Date(Date.now() + 86_400_000),
    };
    await db.insert(analyses).values(Array.from({ length: LISTED }, () => row));
    const [withResults] = await db
      .insert(analyses)
      .values({ ...row, results: analysis })
      .returning({ id: analyses.id });

    const listMs = await medianMs(() => listAnalyses({ db, userId: owner!.id }));
    const fileNameDecryptMs = await medianMs(() => {
      const stored = encryptText(row.fileName);
      for (let index = 0; index < LISTED; index += 1) decryptText(stored);
    });
    const resultsMs = await medianMs(() =>
      getAnalysisResults({ db, id: withResults!.id, userId: owner!.id, uploaderSecretHash: null }),
    );

    // Rows as the release before encryption wrote them: plaintext jsonb and text.
    await db.execute(sql`
      insert into analyses (uploader_secret_hash, file_name, file_size, file_kind, status,
        results, expires_at)
      select 'x', 'contrato antigo.pdf', 1, 'pdf', 'done', ${json}::jsonb, now() + interval '1 day'
      from generate_series(1, ${LEGACY_ROWS})`);
    const started = performance.now();
    const rewritten = await reencryptRows({ db });
    const reencryptSeconds = (performance.now() - started) / 1000;

    const figures = {
      recordedAt: new Date().toISOString(),
      node: process.version,
      cores: cpus().length,
      loadAverage: Number(loadavg()[0]!.toFixed(2)),
      results: {
        pages: analysis.pageCount,
        jsonKB: Math.round(Buffer.byteLength(json) / 1024),
        storedKB: Math.round(Buffer.byteLength(sealed) / 1024),
        stringifyMs: await medianMs(() => JSON.stringify(analysis)),
        stringifyAndEncryptMs: await medianMs(() => encryptText(JSON.stringify(analysis))),
        parseMs: await medianMs(() => JSON.parse(json)),
        decryptAndParseMs: await medianMs(() => JSON.parse(decryptText(sealed))),
      },
      history: {
        rows: LISTED,
        listAnalysesMs: listMs,
        fileNamesDecryptMs: fileNameDecryptMs,
      },
      ownerResults: { getAnalysisResultsMs: resultsMs },
      reencryption: {
        rows: rewritten,
        seconds: Number(reencryptSeconds.toFixed(2)),
        rowsPerSecond: Math.round(rewritten / reencryptSeconds),
      },
    };
    console.log(JSON.stringify(figures, null, 2));
    writeFileSync(join(RESULTS_DIR, 'latest.json'), `${JSON.stringify(figures, null, 2)}\n`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
