import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';

describe('health and readiness', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  it('GET /api/health answers 200', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('serves the OpenAPI document at /api/docs', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const { paths } = response.json() as { paths: Record<string, unknown> };
    for (const path of [
      '/api/health',
      '/api/contracts/text',
      '/api/services/score/results/{id}/report.pdf',
      '/api/services/score/results/{id}/calendar.ics',
      '/api/services/score/results/{id}/message',
      '/api/services/score/results/{id}/message.docx',
    ]) {
      expect(paths).toHaveProperty([path]);
    }
  });

  it('serves no documentation in production (it lists every staff route)', async () => {
    const production = await buildTestApp({ env: { NODE_ENV: 'production' } });
    try {
      for (const url of ['/api/docs', '/api/docs/json']) {
        expect((await production.app.inject({ method: 'GET', url })).statusCode).toBe(404);
      }
    } finally {
      await production.close();
    }
  });

  // Last: it closes the database.
  it('GET /api/ready answers 200 while the database answers, 503 once it is closed', async () => {
    const ready = await testApp.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });

    await testApp.database.close();
    const down = await testApp.app.inject({ method: 'GET', url: '/api/ready' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ status: 'unavailable' });
  });
});
