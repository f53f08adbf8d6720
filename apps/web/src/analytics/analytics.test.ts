import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, waitForEvents } from '../test/api-mock';

const mixpanel = vi.hoisted(() => ({
  init: vi.fn(),
  track: vi.fn(),
  identify: vi.fn(),
  people: { set: vi.fn() },
}));
vi.mock('mixpanel-browser', () => ({ default: mixpanel }));

/** A fresh analytics module, reading the build-time variables stubbed by the test. */
async function loadAnalytics() {
  vi.resetModules();
  return import('./index');
}

describe('analytics', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.clearAllMocks();
  });

  it('posts every event to /api/events and leaves Mixpanel alone without a token', async () => {
    vi.stubEnv('VITE_MIXPANEL_TOKEN', '');
    const api = mockApi({ 'POST /api/events': () => ({ status: 202 }) });
    const { initAnalytics, track } = await loadAnalytics();
    initAnalytics();
    track('Details Button Clicked', { clauseTitle: 'Contradição' });

    expect(await waitForEvents(api)).toEqual([
      { event: 'Details Button Clicked', properties: { clauseTitle: 'Contradição' } },
    ]);
    expect(mixpanel.init).not.toHaveBeenCalled();
  });

  it('does not post an event that breaks its contract', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const api = mockApi({});
    const { track } = await loadAnalytics();
    track('Score Viewed', { score: 140, documentId: 'não-é-uuid' });
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(api).not.toHaveBeenCalled();
  });

  it('with a token, starts Mixpanel as SPEC §9 says and mirrors events and the lead profile', async () => {
    vi.stubEnv('VITE_MIXPANEL_TOKEN', 'mp-token');
    mockApi({ 'POST /api/events': () => ({ status: 202 }) });
    const { initAnalytics, track, identifyLead } = await loadAnalytics();
    initAnalytics();
    track('Details Button Clicked', { clauseTitle: 'Contradição' });
    identifyLead({ id: 'u1', name: 'Ana', email: 'ana@x.com' });

    await waitFor(() => expect(mixpanel.people.set).toHaveBeenCalled());
    expect(mixpanel.init).toHaveBeenCalledWith('mp-token', {
      track_pageview: 'url-with-path',
      persistence: 'localStorage',
      debug: false,
    });
    expect(mixpanel.track).toHaveBeenCalledWith('Details Button Clicked', {
      clauseTitle: 'Contradição',
    });
    expect(mixpanel.identify).toHaveBeenCalledWith('u1');
    expect(mixpanel.people.set).toHaveBeenCalledWith(
      expect.objectContaining({ $email: 'ana@x.com', status: 'qualified_lead' }),
    );
  });
});
