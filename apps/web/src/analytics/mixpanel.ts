import type { OverridedMixpanel } from 'mixpanel-browser';
import { config } from '../config';

let mixpanel: Promise<OverridedMixpanel> | undefined;

/**
 * Starts Mixpanel when `VITE_MIXPANEL_TOKEN` is set (SPEC.md §9: page views, local-storage
 * persistence, debug off). The library is imported lazily so it never weighs on `/`.
 */
export function initMixpanel(): void {
  const token = config.mixpanelToken;
  if (!token || mixpanel) return;
  mixpanel = import('mixpanel-browser').then(({ default: client }) => {
    client.init(token, {
      track_pageview: 'url-with-path',
      persistence: 'localStorage',
      debug: false,
    });
    return client;
  });
}

/** Runs `use` with Mixpanel once it is ready; does nothing when it is not configured. */
export function withMixpanel(use: (client: OverridedMixpanel) => void): void {
  void mixpanel?.then(use);
}
