/**
 * Entry of an analysis child process. It runs one analysis at a time for the pool and can be
 * killed from outside at any moment (hard timeout, memory cap): pdf.js cannot be interrupted from
 * inside, and worker-thread limits do not cover ArrayBuffers or WASM.
 */
import { readFile } from 'node:fs/promises';
import { openSealed } from '../services/sealed-file';
import {
  ANALYZER_MODULE_ENV,
  type AnalyzeFunction,
  type ChildMessage,
  type ParentMessage,
} from './protocol';

const send = (message: ChildMessage) =>
  new Promise<void>((resolve, reject) =>
    process.send!(message, undefined, {}, (error) => (error ? reject(error) : resolve())),
  );

async function loadAnalyze(): Promise<AnalyzeFunction> {
  const specifier = process.env[ANALYZER_MODULE_ENV] || '@contrato-claro/analyzer';
  const module = (await import(specifier)) as { analyze: AnalyzeFunction };
  return module.analyze;
}

async function run(analyze: AnalyzeFunction, message: ParentMessage): Promise<void> {
  const key = message.fileKey === null ? null : Buffer.from(message.fileKey, 'base64');
  const bytes = new Uint8Array(openSealed(await readFile(message.filePath), key));
  const result = await analyze(bytes, {
    fileName: message.fileName,
    onStage: (stage) => void send({ type: 'stage', stage }),
    onScanPage: (progress) => void send({ type: 'scan', progress }),
  });
  await send(
    result.ok
      ? { type: 'done', analysis: result.value }
      : { type: 'rejected', code: result.error.code, detail: result.error.detail ?? null },
  );
}

let isRunning = false;

/**
 * An error thrown outside the analysis' own promise — pdf.js failing on a damaged xref in a later
 * tick — would print a raw stack into the server's log and end the child unexplained. It is the
 * file's doing: the running analysis fails FILE_CORRUPTED, only the error's name is written, and
 * the child ends (its state is unknown), so the pool starts a fresh one.
 */
function failOnStrayError(error: unknown): void {
  const name = error instanceof Error ? error.name : typeof error;
  console.error('analysis child: error outside the analysis:', name);
  const exit = () => process.exit(70);
  if (!isRunning) return exit();
  send({ type: 'rejected', code: 'FILE_CORRUPTED', detail: `stray ${name}`, ending: true }).then(
    exit,
    exit,
  );
}
process.on('uncaughtException', failOnStrayError);
process.on('unhandledRejection', failOnStrayError);

const analyze = await loadAnalyze();
process.on('message', (message: ParentMessage) => {
  isRunning = true;
  run(analyze, message)
    .finally(() => (isRunning = false))
    .catch((error: unknown) => {
      // An analyzer bug: exit non-zero so the pool fails the job and starts a fresh child.
      console.error('analysis crashed:', error instanceof Error ? error.name : 'unknown error');
      process.exit(70);
    });
});
// The parent is gone (crash, SIGKILL): nothing left to work for.
process.on('disconnect', () => process.exit(0));
await send({ type: 'ready' });
