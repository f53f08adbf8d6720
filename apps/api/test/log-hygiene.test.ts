import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_FORM, markVerified } from './accounts';
import { buildTestApp, type TestApp } from './app';
import { ANALYZER_FIXTURES_DIR, readFixture, upload, waitForOutcome } from './contracts';

/** Everything the app logs, as one string. */
class LogCapture extends Writable {
  private readonly chunks: string[] = [];
  override _write(chunk: Buffer, _encoding: string, done: () => void) {
    this.chunks.push(chunk.toString('utf8'));
    done();
  }
  get text(): string {
    return this.chunks.join('');
  }
}

const PASSWORD = 'senha-que-nunca-aparece-42';
const NEW_PASSWORD = 'outra-senha-que-nunca-aparece-43';
/** Pieces of the lease fixture's text (parties, document numbers, address, amounts). */
const CONTRACT_SNIPPETS = [
  'MARIA APARECIDA DOS SANTOS',
  '123.456.789-09',
  'Jardim Paulista',
  'dois mil e quinhentos reais',
  'CLÁUSULA PRIMEIRA',
];

let logs: LogCapture;
let t: TestApp;
beforeAll(async () => {
  logs = new LogCapture();
  t = await buildTestApp({
    logStream: logs,
    env: { LOG_LEVEL: 'trace', ANALYSIS_CONCURRENCY: '1', ANALYSIS_TIMEOUT_MS: '30000' },
    workers: true,
  });
});
afterAll(() => t.close());

describe('logs', () => {
  it("never contain passwords, tokens, cookies, contract text or a reader's comment", async () => {
    // The snippets really are in the uploaded PDF: its source text is rendered from texts.ts.
    const source = await readFile(path.join(ANALYZER_FIXTURES_DIR, 'texts.ts'), 'utf8');
    for (const snippet of CONTRACT_SNIPPETS) expect(source).toContain(snippet);
    const secrets: string[] = [PASSWORD, NEW_PASSWORD];

    const uploaded = await upload(
      t.app,
      'contrato-locacao.pdf',
      await readFixture('contrato-locacao.pdf'),
    );
    expect(uploaded.response.statusCode).toBe(202);
    secrets.push(uploaded.cookie.split('=')[1]!);
    const outcome = await waitForOutcome(t.app, uploaded.id, { cookie: uploaded.cookie });
    expect(['done', 'failed']).toContain(outcome.status);

    const account = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register/account',
      headers: { cookie: uploaded.cookie },
      payload: { ...LEAD_FORM, userServiceId: uploaded.id },
    });
    expect(account.statusCode).toBe(201);
    secrets.push(account.json().access_token as string);
    await markVerified(t.app, account.json().userId as string);
    const setPassword = await t.app.inject({
      method: 'POST',
      url: '/api/users/password',
      headers: { authorization: `Bearer ${account.json().access_token as string}` },
      payload: { password: NEW_PASSWORD },
    });
    expect(setPassword.statusCode).toBe(200);
    const leadToken = setPassword.json().access_token as string;
    secrets.push(leadToken);

    // A reader's comment on a finding is theirs: it never reaches a log, whatever the answer.
    const comment = 'Não se aplica: meu CPF é 123.456.789-09 e o contrato é outro.';
    const report = await t.app.inject({
      method: 'POST',
      url: `/api/services/score/results/${uploaded.id}/feedback`,
      headers: { authorization: `Bearer ${leadToken}` },
      payload: { findingId: 'financeiro.multa_excessiva#1', reason: 'outro', comment },
    });
    expect([201, 400, 404]).toContain(report.statusCode);
    secrets.push(comment);

    // What the owner takes away carries the contract's words: none of it reaches a log.
    const owner = { authorization: `Bearer ${leadToken}` };
    const base = `/api/services/score/results/${uploaded.id}`;
    expect(
      (await t.app.inject({ method: 'GET', url: `${base}/report.pdf`, headers: owner })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `${base}/calendar.ics`, headers: owner }))
        .statusCode,
    ).toBe(200);
    const findingIds = [outcome.status === 'done' ? 'financeiro.multa_excessiva#1' : 'x'];
    const message = await t.app.inject({
      method: 'POST',
      url: `${base}/message`,
      headers: owner,
      payload: { findingIds },
    });
    expect([200, 400]).toContain(message.statusCode);

    // Pasted text is contract text too.
    const pasted = await t.app.inject({
      method: 'POST',
      url: '/api/contracts/text',
      payload: {
        text: `${CONTRACT_SNIPPETS.join('. ')}. ${'Cláusula de teste do texto colado. '.repeat(10)}`,
      },
    });
    expect(pasted.statusCode).toBe(202);
    const pastedCookie = pasted.cookies.find((cookie) => cookie.name === 'cc_uploader')!.value;
    secrets.push(pastedCookie);
    await waitForOutcome(t.app, pasted.json().userServiceId, {
      cookie: `cc_uploader=${pastedCookie}`,
    });

    const register = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Pessoa', email: 'logs@example.com', password: PASSWORD },
    });
    expect(register.statusCode).toBe(201);
    secrets.push(register.json().access_token);
    await markVerified(t.app, register.json().userId as string);
    // Codes and links may be logged (no SMTP_URL: the operator reads them), e-mail addresses never.
    await t.app.background.settle();
    secrets.push(LEAD_FORM.email, 'logs@example.com');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'logs@example.com', password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    secrets.push(login.json().access_token);
    const failedLogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'logs@example.com', password: `${PASSWORD}-errada` },
    });
    expect(failedLogin.statusCode).toBe(401);

    // The capture works: the requests above were logged.
    expect(logs.text).toContain('/api/auth/login');
    expect(logs.text).toContain('/api/contracts');
    expect(logs.text).toContain('/report.pdf');
    expect(logs.text).toContain('/api/contracts/text');
    for (const secret of secrets) expect(logs.text).not.toContain(secret);
    for (const snippet of CONTRACT_SNIPPETS) expect(logs.text).not.toContain(snippet);
    expect(logs.text).not.toContain(LEAD_FORM.cellphone);
    // A real analysis runs in a child process: slow on a busy machine.
  }, 120_000);

  it('redact credentials if a future log line carries headers or a body', () => {
    t.app.log.info(
      {
        req: { headers: { authorization: 'Bearer leaked.token.here', cookie: 'cc_uploader=leak' } },
        body: { password: 'leaked-password', currentPassword: 'leaked-current' },
        answer: { access_token: 'leaked-access-token' },
      },
      'accidental log',
    );
    const line = logs.text.split('\n').find((entry) => entry.includes('accidental log'))!;
    expect(line).toContain('[redacted]');
    for (const leak of [
      'leaked.token.here',
      'cc_uploader=leak',
      'leaked-password',
      'leaked-current',
      'leaked-access-token',
    ]) {
      expect(line).not.toContain(leak);
    }
  });
});
