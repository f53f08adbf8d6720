import type { TEventName, TEventRequest } from '@contrato-claro/shared';
import { initMixpanel, withMixpanel } from './mixpanel';

export { initMixpanel as initAnalytics };

export type EventProperties<E extends TEventName> = Extract<
  TEventRequest,
  { event: E }
>['properties'];

/**
 * Records an event in the first-party `/api/events` and, when configured, in Mixpanel. The
 * sender (and with it the API client and its schemas) loads on first use, off the path of `/`.
 * Analytics never breaks a flow: failures are only reported to the console.
 */
export function track<E extends TEventName>(event: E, properties: EventProperties<E>): void {
  void import('./send-event').then(({ sendEvent }) =>
    sendEvent({ event, properties } as TEventRequest),
  );
  withMixpanel((client) => client.track(event, properties));
}

/** Stores the lead's profile as a qualified lead (SPEC.md §7), in Mixpanel when configured. */
export function identifyLead(lead: { id: string; name: string; email: string }): void {
  withMixpanel((client) => {
    client.identify(lead.id);
    client.people.set({
      $name: lead.name,
      $email: lead.email,
      status: 'qualified_lead',
      qualified_at: new Date().toISOString(),
    });
  });
}
