import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerThroughApi, bearer } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/app';
import { PDF_BYTES, upload } from '../../test/contracts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: 'https://contratoclaro.example' } });
});
afterAll(() => t.close());

const postEvent = (headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/events',
    headers,
    payload: { event: 'Score Viewed', properties: { score: 50, documentId: randomUUID() } },
  });

describe('state-changing requests from another site', () => {
  it.each([
    ['an Origin of another site', { origin: 'https://atacante.example' }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site (a sibling subdomain)', { 'sec-fetch-site': 'same-site' }],
    ['a malformed Origin', { origin: 'null' }],
  ])('are refused with 403 FORBIDDEN: %s', async (_name, headers) => {
    const response = await postEvent(headers);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('FORBIDDEN');
  });

  it('refuses a cross-site upload before reading it', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contracts',
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        origin: 'https://atacante.example',
      },
      payload: '--x\r\n',
    });
    expect(response.statusCode).toBe(403);
  });

  it.each([
    [
      'PUBLIC_URL as Origin, same-origin fetch',
      { origin: 'https://contratoclaro.example', 'sec-fetch-site': 'same-origin' },
    ],
    ['the host the request reached', { origin: 'http://app.local:3000', host: 'app.local:3000' }],
    ['no browser headers (a script)', {}],
  ])('lets through %s', async (_name, headers) => {
    expect((await postEvent(headers)).statusCode).toBe(202);
  });
});

describe('personal answers', () => {
  it('are never cached: Cache-Control no-store on the profile, the history, the preview and the results', async () => {
    const { token } = await registerThroughApi(t.app, {
      email: 'cache@example.com',
      password: 'senha-forte-1',
    });
    const { id, cookie } = await upload(t.app, 'contrato.pdf', PDF_BYTES);
    for (const [url, headers] of [
      ['/api/users/profile', bearer(token)],
      ['/api/contracts', bearer(token)],
      [`/api/contracts/${id}`, { cookie }],
      [`/api/services/score/results/${id}`, { cookie }],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url, headers });
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });
});
