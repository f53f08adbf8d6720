import type { Readable } from 'node:stream';
import { detectFileKind } from '@contrato-claro/analyzer/file-kind';
import { precheckPdf } from '@contrato-claro/analyzer/pdf-precheck';
import { AppError, cleanName, FIRST_PARTY_EVENTS } from '@contrato-claro/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { analyses, analysisOriginals, analyticsEvents, type FILE_KINDS } from '../db/schema';
import { queuePriority, recordStrike } from '../jobs/fair-share';
import { incompleteRequestError } from '../plugins/errors';
import { storeFile } from './stored-files';

type FileKind = (typeof FILE_KINDS)[number];

const MAX_FILE_NAME_LENGTH = 200;

/**
 * A client's file name, made safe to store and show: no path, no control or invisible characters
 * (a U+202E would make "fdp.exe" read "exe.pdf").
 */
export function cleanFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const clean = cleanName(base).slice(0, MAX_FILE_NAME_LENGTH);
  return clean || 'contrato';
}

/** What every new analysis needs besides its file. */
interface NewAnalysis {
  db: Database;
  filesDir: string;
  retentionDays: number;
  uploaderSecretHash: string;
  /** The signed-in uploader: the analysis is theirs (and in their history) from the start. */
  ownerId: string | null;
  /** The side the uploader says they are, as sent (applied when the results are served). */
  readerSide: string | null;
  /** The sending client, for fair use (`clientKeyOf`). */
  clientKey: string;
  /** Queues the job inside the transaction that inserts the row (AnalysisJobs.enqueue). */
  enqueue: (tx: Database, job: { id: string; priority: number }) => Promise<void>;
  /** A revised version of an analysis (issue 25): the one it revises and the chain's first. */
  version?: { previousId: string; rootId: string };
}

/**
 * Inserts the row of a stored file and queues its job, in one transaction: should queueing fail,
 * neither remains (nor the file). The job's queue priority charges its client for what it has
 * waiting and what it cost recently (fair-share.ts), so that a client's burst does not hold back
 * everyone else's first upload.
 */
async function queueAnalysis(
  options: NewAnalysis & {
    file: Awaited<ReturnType<typeof storeFile>>;
    fileName: string;
    fileSize: number;
    fileKind: FileKind;
    /** A PDF's page count (from the pre-check), for its time budget. */
    pages: number | null;
    /** A .docx upload's bytes, kept encrypted for the suggestions marked in the owner's file. */
    original?: Buffer;
  },
): Promise<string> {
  const { db, file } = options;
  try {
    return await db.transaction(async (tx) => {
      const priority = await queuePriority(tx, options.clientKey);
      const [row] = await tx
        .insert(analyses)
        .values({
          uploaderSecretHash: options.uploaderSecretHash,
          ownerId: options.ownerId,
          claimedAt: options.ownerId === null ? null : sql`now()`,
          readerSide: options.readerSide,
          fileName: options.fileName,
          fileSize: options.fileSize,
          fileKind: options.fileKind,
          filePath: file.storedName,
          expiresAt: sql`now() + ${options.retentionDays} * interval '1 day'`,
          clientKey: options.clientKey,
          priority,
          pageCount: options.pages,
          previousId: options.version?.previousId ?? null,
          versionRootId: options.version?.rootId ?? null,
        })
        .returning({ id: analyses.id });
      if (options.original) {
        await tx
          .insert(analysisOriginals)
          .values({ analysisId: row!.id, content: options.original.toString('base64') });
      }
      // The funnel's first step outlives the row, which is purged when never claimed.
      await tx.insert(analyticsEvents).values({
        name: FIRST_PARTY_EVENTS.contractUploaded,
        properties: { fileKind: options.fileKind },
        analysisId: row!.id,
      });
      await options.enqueue(tx, { id: row!.id, priority });
      return row!.id;
    });
  } catch (error) {
    await file.discard();
    throw error;
  }
}

/**
 * Stores an upload and queues its analysis. The stream goes to DATA_DIR/files under a random name
 * (never served), sealed with the data key (stored-files.ts); a file over the limit (multipart truncation), empty, neither PDF nor DOCX by its
 * bytes, or a PDF the pre-check refuses (too many pages, objects or stream bytes) is deleted and
 * refused, so nothing is kept for a refused upload and no slot is spent on it. The row and the job
 * are committed together: should queueing fail, neither remains (nor the file).
 */
export async function createAnalysis(
  options: NewAnalysis & {
    stream: Readable & { truncated?: boolean };
    fileName: string;
    /** The upload is dropped when no bytes come for this long (a body cut off mid-way). */
    idleTimeoutMs: number;
  },
): Promise<{ id: string; fileSize: number; fileKind: 'pdf' | 'docx'; pages: number | null }> {
  const { stream } = options;
  // A client that stops sending (its connection cut off mid-body) must not hold the request, and
  // its partial file, until the 120 s request timeout.
  let idle: NodeJS.Timeout | undefined;
  const rearm = () => {
    clearTimeout(idle);
    idle = setTimeout(() => stream.destroy(new AppError('REQUEST_TIMEOUT')), options.idleTimeoutMs);
  };
  rearm();
  let file;
  try {
    file = await storeFile(options.filesDir, stream, rearm);
  } catch (error) {
    const { code } = error as { code?: string };
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('FILE_TOO_LARGE');
    // The body ended before the file part did (no closing boundary): the parser closed it.
    if (code === 'ERR_STREAM_PREMATURE_CLOSE') throw incompleteRequestError();
    throw error;
  } finally {
    clearTimeout(idle);
  }
  if (stream.truncated) {
    await file.discard();
    throw new AppError('FILE_TOO_LARGE');
  }

  // The whole file (at most the upload limit) decides its kind, by the same rule the analyzer
  // extracts by.
  const { bytes } = file;
  const fileSize = bytes.length;
  const fileKind = detectFileKind(bytes);
  if (fileKind === 'empty' || fileKind === null) {
    await file.discard();
    throw new AppError(fileKind === 'empty' ? 'EMPTY_DOCUMENT' : 'UNSUPPORTED_FILE_TYPE');
  }
  let pages: number | null = null;
  if (fileKind === 'pdf') {
    const outline = precheckPdf(bytes);
    if (!outline.ok) {
      await file.discard();
      await recordStrike(options.db, options.clientKey, outline.error.code);
      throw new AppError(outline.error.code);
    }
    pages = outline.value.pages;
  }
  const fileName = cleanFileName(options.fileName);
  const original = fileKind === 'docx' ? bytes : undefined;
  const id = await queueAnalysis({
    ...options,
    file,
    fileName,
    fileSize,
    fileKind,
    pages,
    original,
  });
  return { id, fileSize, fileKind, pages };
}

/**
 * The name a pasted contract is stored and shown under; `.txt` is what tells the analyzer to read
 * it as UTF-8 text.
 */
export const PASTED_FILE_NAME = 'contrato-colado.txt';

/**
 * Queues the analysis of a contract pasted as text (already validated: ZPasteRequest): stored as
 * a UTF-8 `.txt` file and analysed like an upload, by the same job, with the same preview and
 * lock and the same uploader binding.
 */
export async function createTextAnalysis(
  options: NewAnalysis & { text: string },
): Promise<{ id: string; fileSize: number }> {
  const bytes = Buffer.from(options.text, 'utf8');
  const file = await storeFile(options.filesDir, bytes);
  const id = await queueAnalysis({
    ...options,
    file,
    fileName: PASTED_FILE_NAME,
    fileSize: bytes.length,
    fileKind: 'txt',
    pages: null,
  });
  return { id, fileSize: bytes.length };
}
