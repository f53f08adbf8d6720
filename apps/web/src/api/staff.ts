import {
  ZLawyerRequestDetail,
  ZLawyerRequestList,
  ZResults,
  ZSlaReport,
  ZStaffNotificationList,
  type TLawyerRequestChange,
  type TLawyerRequestDetail,
  type TLawyerRequestList,
  type TLawyerRequestScope,
  type TResults,
  type TSlaPeriod,
  type TSlaReport,
  type TStaffNotificationList,
  ZStaffLoginChallenge,
  ZStaffMember,
  ZStaffMemberList,
  ZStaffSession,
  type TStaffInviteRequest,
  type TStaffLoginChallenge,
  type TStaffLoginRequest,
  type TStaffLoginVerifyRequest,
  type TStaffMember,
  type TStaffMemberList,
  type TStaffSession,
  type TStaffSetupRequest,
} from '@contrato-claro/shared';
import { staffPaths } from '../routes';
import { request, type ApiSession } from './client';

/** Where the back office keeps its token: apart from the customer's "token" (SPEC.md §3). */
export const STAFF_TOKEN_KEY = 'staffToken';

/** Replaceable so tests can observe it (jsdom cannot navigate). */
let redirect = (path: string): void => window.location.assign(path);

export function setStaffRedirect(next: (path: string) => void): void {
  redirect = next;
}

/** The back office's session: its own token, and a 401 leads back to the staff sign-in. */
export const staffSession: ApiSession = {
  token: () => localStorage.getItem(STAFF_TOKEN_KEY),
  end: () => {
    localStorage.removeItem(STAFF_TOKEN_KEY);
    if (window.location.pathname !== staffPaths.home) redirect(staffPaths.home);
  },
};

export function storeStaffToken(token: string): void {
  localStorage.setItem(STAFF_TOKEN_KEY, token);
}

export function removeStaffToken(): void {
  localStorage.removeItem(STAFF_TOKEN_KEY);
}

/** POST /staff/auth/login: the password; a code goes to the member's e-mail. */
export function startStaffLogin(body: TStaffLoginRequest): Promise<TStaffLoginChallenge> {
  return request('/staff/auth/login', {
    method: 'POST',
    body,
    schema: ZStaffLoginChallenge,
    session: staffSession,
  });
}

/** POST /staff/auth/login/verify: the code; answers the staff session. */
export function finishStaffLogin(body: TStaffLoginVerifyRequest): Promise<TStaffSession> {
  return request('/staff/auth/login/verify', {
    method: 'POST',
    body,
    schema: ZStaffSession,
    session: staffSession,
  });
}

/** POST /staff/auth/setup: the invitation link's token and the new password. */
export function setUpStaffPassword(body: TStaffSetupRequest): Promise<TStaffMember> {
  return request('/staff/auth/setup', {
    method: 'POST',
    body,
    schema: ZStaffMember,
    session: staffSession,
  });
}

/** GET /staff/me */
export function fetchStaffMe(): Promise<TStaffMember> {
  return request('/staff/me', { schema: ZStaffMember, session: staffSession });
}

/** POST /staff/auth/logout: revokes every staff token of the member. */
export function logOutStaff(): Promise<void> {
  return request('/staff/auth/logout', { method: 'POST', session: staffSession });
}

/** GET /staff/members (admins) */
export function fetchStaffMembers(): Promise<TStaffMemberList> {
  return request('/staff/members', { schema: ZStaffMemberList, session: staffSession });
}

/** POST /staff/members (admins): invites by e-mail. */
export function inviteStaffMember(body: TStaffInviteRequest): Promise<TStaffMember> {
  return request('/staff/members', {
    method: 'POST',
    body,
    schema: ZStaffMember,
    session: staffSession,
  });
}

/** POST /staff/members/:id/deactivate (admins) */
export function deactivateStaffMember(id: string): Promise<TStaffMember> {
  return request(`/staff/members/${encodeURIComponent(id)}/deactivate`, {
    method: 'POST',
    schema: ZStaffMember,
    session: staffSession,
  });
}

/** GET /staff/requests: the call-back queue (open ones by time left, or concluded ones). */
export function fetchLawyerRequests(scope: TLawyerRequestScope): Promise<TLawyerRequestList> {
  return request(`/staff/requests?${new URLSearchParams({ escopo: scope })}`, {
    schema: ZLawyerRequestList,
    session: staffSession,
  });
}

/** GET /staff/requests/:id: the request, its history and notifications. */
export function fetchLawyerRequest(id: string): Promise<TLawyerRequestDetail> {
  return request(`/staff/requests/${encodeURIComponent(id)}`, {
    schema: ZLawyerRequestDetail,
    session: staffSession,
  });
}

/** PATCH /staff/requests/:id: one change (state, assignment, attempt or note). */
export function changeLawyerRequest(
  id: string,
  body: TLawyerRequestChange,
): Promise<TLawyerRequestDetail> {
  return request(`/staff/requests/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body,
    schema: ZLawyerRequestDetail,
    session: staffSession,
  });
}

/** GET /staff/requests/:id/analysis: the results the customer saw, read-only. */
export function fetchRequestAnalysis(id: string): Promise<TResults> {
  return request(`/staff/requests/${encodeURIComponent(id)}/analysis`, {
    schema: ZResults,
    session: staffSession,
  });
}

/** GET /staff/sla: the 4-hour promise met or missed, per day or week. */
export function fetchSla(period: TSlaPeriod): Promise<TSlaReport> {
  return request(`/staff/sla?${new URLSearchParams({ periodo: period })}`, {
    schema: ZSlaReport,
    session: staffSession,
  });
}

/** GET /staff/notifications: what the team was told, and what could not be delivered. */
export function fetchStaffNotifications(): Promise<TStaffNotificationList> {
  return request('/staff/notifications', { schema: ZStaffNotificationList, session: staffSession });
}
