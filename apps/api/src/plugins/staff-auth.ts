import { AppError, type TStaffRole } from '@contrato-claro/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { staffMembers } from '../db/schema';
import { recordAudit } from '../services/record-audit';
import { STAFF_AUDIENCE, verifyAccessToken } from './auth';

/** The staff member a route acts for, once `requireStaff` let the request through. */
export interface StaffActor {
  id: string;
  role: TStaffRole;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireStaff` on staff routes; null everywhere else. */
    staff: StaffActor | null;
  }
}

/**
 * The staff member of the request's bearer token, or null: the token must be a staff token
 * (audience), unexpired, of the member's current token version, not idle past
 * TOKEN_IDLE_MINUTES, and the member active. Read from
 * the database on every staff request (few people, little traffic), so a deactivation or a role
 * change applies at once.
 */
async function authenticateStaff(request: FastifyRequest): Promise<StaffActor | null> {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  if (!match?.[1]) return null;
  const { db, config } = request.server;
  const key = new TextEncoder().encode(config.jwtSecret);
  const claims = await verifyAccessToken(match[1], key, STAFF_AUDIENCE);
  if (!claims) return null;
  const [member] = await db
    .select({ id: staffMembers.id, role: staffMembers.role, version: staffMembers.tokenVersion })
    .from(staffMembers)
    .where(and(eq(staffMembers.id, claims.userId), eq(staffMembers.isActive, true)));
  if (!member || member.version !== claims.version) return null;
  if (!(await request.server.sessionActivity.use(claims.sessionId))) return null;
  return { id: member.id, role: member.role };
}

/**
 * preHandler of every `/api/staff/...` route but sign-in: 401 UNAUTHORIZED without a valid staff
 * token (a customer's token is not one), 403 FORBIDDEN when the member's role is not among
 * `roles` (none listed: any role), written to the audit log. The server decides; the screens
 * only follow.
 */
export function requireStaff(...roles: TStaffRole[]): preHandlerAsyncHookHandler {
  return async (request) => {
    const staff = await authenticateStaff(request);
    if (!staff) throw new AppError('UNAUTHORIZED');
    if (roles.length > 0 && !roles.includes(staff.role)) {
      await recordAudit({
        db: request.server.db,
        actorId: staff.id,
        action: 'staff.refused',
        targetType: 'staff_member',
        targetId: staff.id,
        detail: `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`,
      });
      throw new AppError('FORBIDDEN');
    }
    request.staff = staff;
  };
}

/** The member `requireStaff` admitted (a route without it is a bug: 401, never a bypass). */
export function currentStaff(request: FastifyRequest): StaffActor {
  if (!request.staff) throw new AppError('UNAUTHORIZED');
  return request.staff;
}
