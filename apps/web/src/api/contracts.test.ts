import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../test/api-mock';
import { ANALYSIS_ID } from '../test/fixtures';
import { setRedirect } from './client';
import { deleteContract, followAnalysis } from './contracts';

describe('api/contracts entry', () => {
  it('forwards to the calls it loads on first use', async () => {
    setRedirect(() => {});
    vi.stubGlobal('EventSource', undefined);
    const done = {
      userServiceId: ANALYSIS_ID,
      status: 'failed',
      progress: { stage: null, percent: 100 },
      error: { code: 'NO_TEXT_FOUND', message: 'Sem texto.' },
    };
    const api = mockApi({
      [`GET /api/contracts/${ANALYSIS_ID}`]: () => ({ body: done }),
      [`DELETE /api/contracts/${ANALYSIS_ID}`]: () => ({ status: 204 }),
    });

    await expect(followAnalysis(ANALYSIS_ID)).resolves.toEqual(done);
    await expect(deleteContract(ANALYSIS_ID)).resolves.toBeUndefined();
    expect(api.mock.calls.map(([url, init]) => `${init?.method} ${url}`)).toEqual([
      `GET /api/contracts/${ANALYSIS_ID}`,
      `DELETE /api/contracts/${ANALYSIS_ID}`,
    ]);
  });
});
