import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  ERROR_STATUS,
  ZPreview,
  type TContractStatus,
  type TErrorCode,
} from '@contrato-claro/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import {
  ANALYZER_FIXTURES_DIR,
  readFixture,
  upload,
  waitForOutcome,
} from '../../../test/contracts';

/** The analyzer's fixture list (its test folder is not a package export, so it is loaded by path). */
interface Fixtures {
  GOOD_FILES: ReadonlyArray<{ file: string }>;
  BAD_FILES: ReadonlyArray<{ file: string; expected: TErrorCode }>;
}
const fixtures = (await import(
  pathToFileURL(path.join(ANALYZER_FIXTURES_DIR, 'index.ts')).href
)) as Fixtures;

/**
 * The real analyzer in real child processes, end to end: each bad file ends with its code, either
 * refused at upload (by its bytes) or as a failed job; good files end done.
 */
describe('upload → analysis with the real analyzer', () => {
  let testApp: TestApp;
  /** Every fixture uploaded at once in beforeAll, so the two children stay busy. */
  type Outcome = { code: string; status: number } | TContractStatus;
  const outcomes = new Map<string, Promise<Outcome>>();

  beforeAll(async () => {
    testApp = await buildTestApp({
      env: { ANALYSIS_CONCURRENCY: '2', UPLOADS_PER_MINUTE: '1000' },
      workers: true,
      jobs: { pollMs: 500 },
    });
    await testApp.app.ready();
    for (const { file } of [...fixtures.BAD_FILES, ...fixtures.GOOD_FILES]) {
      const uploaded = upload(testApp.app, file, await readFixture(file));
      outcomes.set(
        file,
        uploaded.then(({ response, id, cookie }): Promise<Outcome> | Outcome =>
          response.statusCode === 202
            ? waitForOutcome(testApp.app, id, { cookie })
            : { code: response.json().error, status: response.statusCode },
        ),
      );
    }
    // Settle them all here so a failing one is reported by its own test below.
    await Promise.allSettled(outcomes.values());
  }, 180_000);
  afterAll(() => testApp.close());

  it.each(fixtures.BAD_FILES.map((bad) => ({ ...bad })))(
    '$file → $expected',
    async ({ file, expected }) => {
      const outcome = await outcomes.get(file)!;
      if ('code' in outcome) {
        // Refused at upload by its bytes.
        expect(outcome).toEqual({ code: expected, status: ERROR_STATUS[expected] });
      } else {
        expect(outcome).toMatchObject({ status: 'failed', error: { code: expected } });
      }
    },
  );

  it.each(fixtures.GOOD_FILES.map((good) => ({ ...good })))('$file → done', async ({ file }) => {
    const outcome = (await outcomes.get(file)!) as TContractStatus;
    expect(outcome.status).toBe('done');
    expect(ZPreview.parse(outcome.preview).fileName).toBe(file);
  });
});
