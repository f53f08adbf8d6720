import { ZEventRequest, type TEventRequest } from '@contrato-claro/shared';
import { request } from '../api/client';

/** POSTs one event to the first-party `/api/events`; failures are only reported. */
export async function sendEvent(event: TEventRequest): Promise<void> {
  const parsed = ZEventRequest.safeParse(event);
  if (!parsed.success) {
    console.warn('Analytics event dropped', event.event, parsed.error.issues);
    return;
  }
  try {
    await request('/events', { method: 'POST', body: parsed.data });
  } catch (error) {
    console.warn('Analytics event not sent', event.event, error);
  }
}
