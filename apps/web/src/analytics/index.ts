import type { OverridedMixpanel } from 'mixpanel-browser';
import { ZEventRequest, type TEventName, type TEventRequest } from '@contrato-claro/shared';
import { request } from '../api/client';
import { config } from '../config';

type Mixpanel = OverridedMixpanel;

let mixpanel: Promise<Mixpanel> | undefined;

/**
 * Starts Mixpanel when `VITE_MIXPANEL_TOKEN` is set (SPEC.md §9: page views, local-storage
 * persistence, debug off). The library is imported lazily so it never weighs on `/`.
 */
export function initAnalytics(): void {
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

export type EventProperties<E extends TEventName> = Extract<
  TEventRequest,
  { event: E }
>['properties'];

/**
 * Records an event in the first-party `/api/events` and, when configured, in Mixpanel.
 * Analytics never breaks a flow: failures are only reported to the console.
 */
export function track<E extends TEventName>(event: E, properties: EventProperties<E>): void {
  const parsed = ZEventRequest.safeParse({ event, properties });
  if (!parsed.success) {
    console.warn('Analytics event dropped', event, parsed.error.issues);
    return;
  }
  request('/events', { method: 'POST', body: parsed.data }).catch((error: unknown) =>
    console.warn('Analytics event not sent', event, error),
  );
  void mixpanel?.then((client) => client.track(event, properties));
}

/** Stores the lead's profile as a qualified lead (SPEC.md §7), in Mixpanel when configured. */
export function identifyLead(lead: { id: string; name: string; email: string }): void {
  void mixpanel?.then((client) => {
    client.identify(lead.id);
    client.people.set({
      $name: lead.name,
      $email: lead.email,
      status: 'qualified_lead',
      qualified_at: new Date().toISOString(),
    });
  });
}
