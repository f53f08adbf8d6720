import { waitUntil } from './wait';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ZContractStatus,
  toPreview,
  type TAnalysis,
  type TContractStatus,
} from '@contrato-claro/shared';
import { eq, sql } from 'drizzle-orm';
import type { App } from '../src/app';
import type { Database } from '../src/db/client';
import { emailValues } from '../src/db/encryption';
import { analyses, users } from '../src/db/schema';
import { issueAccessToken } from '../src/services/issue-token';
import { TEST_JWT_SECRET } from './app';

/** The analyzer's rendered fixtures (good and bad files), shared with the API tests. */
export const ANALYZER_FIXTURES_DIR = fileURLToPath(
  new URL('../../../packages/analyzer/test/fixtures/', import.meta.url),
);

/** The fake analyzer module for `JobTuning.analyzerModule`. */
export const FAKE_ANALYZER = fileURLToPath(new URL('./fake-analyzer.ts', import.meta.url));

export const readFixture = (name: string) => readFile(path.join(ANALYZER_FIXTURES_DIR, name));

/** A tiny byte string the upload check takes for a PDF (the fake analyzer does not parse it). */
export const PDF_BYTES = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** A multipart/form-data body with one file part, after the text parts of `fields`. */
export function multipart(
  fileName: string,
  bytes: Buffer,
  field = 'file',
  fields: Record<string, string> = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----contrato${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    ...Object.entries(fields).map(([name, value]) =>
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    ),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/**
 * Uploads a file (from `remoteAddress`, default 127.0.0.1); returns the answer and the uploader
 * cookie header to send back.
 */
export async function upload(
  app: App,
  fileName: string,
  bytes: Buffer,
  cookie?: string,
  remoteAddress?: string,
) {
  const body = multipart(fileName, bytes);
  const response = await app.inject({
    method: 'POST',
    url: '/api/contracts',
    payload: body.payload,
    headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  const setCookie = response.cookies.find((c) => c.name === 'cc_uploader');
  return {
    response,
    id: response.statusCode === 202 ? (response.json().userServiceId as string) : '',
    cookie: setCookie ? `cc_uploader=${setCookie.value}` : (cookie ?? ''),
  };
}

/**
 * Polls GET /api/contracts/:id until the job is done or failed, bounded only by the test's
 * timeout (see waitUntil).
 */
export async function waitForOutcome(
  app: App,
  id: string,
  headers: Record<string, string>,
): Promise<TContractStatus> {
  let status: TContractStatus | undefined;
  await waitUntil(async () => {
    const response = await app.inject({ method: 'GET', url: `/api/contracts/${id}`, headers });
    status = ZContractStatus.parse(response.json());
    return status.status === 'done' || status.status === 'failed';
  }, 100);
  return status!;
}

/** A verified account and a bearer token for it. */
export async function createUser(db: Database, email: string) {
  const [user] = await db
    .insert(users)
    .values({ ...emailValues(email), name: 'Pessoa', emailVerifiedAt: sql`now()` })
    .returning();
  const token = await issueAccessToken({
    db,
    userId: user!.id,
    tokenVersion: user!.tokenVersion,
    secret: TEST_JWT_SECRET,
  });
  return { id: user!.id, headers: { authorization: `Bearer ${token}` } };
}

/** A finished analysis of `analysis` owned by `ownerId`, for tests that do not run the analyzer. */
export async function insertFinishedAnalysis(
  db: Database,
  analysis: TAnalysis,
  ownerId: string,
): Promise<string> {
  const [row] = await db
    .insert(analyses)
    .values({
      uploaderSecretHash: '0'.repeat(64),
      fileName: analysis.fileName,
      fileSize: analysis.fileSize,
      fileKind: 'pdf',
      status: 'done',
      ownerId,
      results: analysis,
      finishedAt: new Date(),
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning({ id: analyses.id });
  const id = row!.id;
  await db
    .update(analyses)
    .set({ preview: toPreview(analysis, id) })
    .where(eq(analyses.id, id));
  return id;
}

/**
 * A lease as someone would copy it from an e-mail, with an abusive late fine (20%) in its fourth
 * clause: the pasted text of the paste and versions suites.
 */
export const PASTED_LEASE = [
  'CONTRATO DE LOCAÇÃO RESIDENCIAL',
  'LOCADOR: JOÃO CARLOS MENDES, brasileiro, casado, inscrito no CPF sob o nº 123.456.789-09.',
  'LOCATÁRIA: MARIANA COSTA LIMA, brasileira, solteira, inscrita no CPF sob o nº 987.654.321-00.',
  'CLÁUSULA PRIMEIRA – DO OBJETO',
  'O LOCADOR dá em locação à LOCATÁRIA o apartamento situado na Rua das Flores, 100, Curitiba/PR, para fins residenciais.',
  'CLÁUSULA SEGUNDA – DO PRAZO',
  'A locação terá prazo de 30 (trinta) meses, com início em 1º de março de 2025 e término em 31 de agosto de 2027.',
  'CLÁUSULA TERCEIRA – DO ALUGUEL',
  'O aluguel mensal é de R$ 2.000,00 (dois mil reais), que a LOCATÁRIA pagará até o dia 5 (cinco) de cada mês.',
  'CLÁUSULA QUARTA – DA MULTA',
  'Em caso de atraso, a LOCATÁRIA pagará multa de 20% (vinte por cento) sobre o valor devido.',
  'CLÁUSULA QUINTA – DO FORO',
  'Fica eleito o foro da comarca de Curitiba/PR para dirimir as questões deste contrato.',
].join('\n');
