import {
  AppError,
  LAWYER_REQUEST_NEXT_STATES,
  LAWYER_REQUEST_STATE_LABELS,
  type TLawyerRequestChange,
} from '@contrato-claro/shared';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { lawyerRequestEvents, lawyerRequests, staffMembers } from '../db/schema';
import type { StaffActor } from '../plugins/staff-auth';
import { recordAudit } from './record-audit';

const refuse = (message: string) => new AppError('VALIDATION', { message });

/**
 * One change to a lawyer request by a staff member, with its history line and audit line in the
 * same transaction. Any contact effort (a call attempt, "em contato", "concluído") stamps the
 * first contact (`handledAt`, which the SLA measures) and, when nobody has the request, gives it
 * to whoever made it. Lawyers act only on requests nobody or they themselves hold, and assign only
 * themselves (or let go of their own); admins assign any member who has joined and is active. Refusals are 400 VALIDATION with the reason in pt-BR.
 */
export async function updateLawyerRequest(options: {
  db: Database;
  id: string;
  change: TLawyerRequestChange;
  actor: StaffActor;
}): Promise<void> {
  const { db, id, change, actor } = options;
  const now = new Date();
  await db.transaction(async (tx) => {
    const [request] = await tx
      .select()
      .from(lawyerRequests)
      .where(eq(lawyerRequests.id, id))
      .for('update');
    if (!request) throw new AppError('NOT_FOUND');
    // A request another member holds is theirs: a lawyer neither takes it over nor changes it.
    const heldByOther = request.assignedTo !== null && request.assignedTo !== actor.id;
    if (actor.role !== 'admin' && heldByOther) throw new AppError('FORBIDDEN');
    const pickUp = request.assignedTo ?? actor.id;
    const contact = { handledAt: request.handledAt ?? now, assignedTo: pickUp };
    let set: Partial<typeof lawyerRequests.$inferInsert>;
    let event: Omit<typeof lawyerRequestEvents.$inferInsert, 'requestId' | 'actorId'>;

    if ('state' in change) {
      const to = change.state;
      if (!LAWYER_REQUEST_NEXT_STATES[request.state].includes(to)) {
        throw refuse(
          `Não é possível passar de "${LAWYER_REQUEST_STATE_LABELS[request.state]}" para "${LAWYER_REQUEST_STATE_LABELS[to]}".`,
        );
      }
      if (to === 'sem_resposta' && request.attempts === 0) {
        throw refuse('Registre ao menos uma tentativa de contato antes de marcar "Sem resposta".');
      }
      set = { state: to, ...(to === 'sem_resposta' ? { assignedTo: pickUp } : contact) };
      event = { kind: 'state', fromState: request.state, toState: to };
    } else if ('assignedTo' in change) {
      const target = change.assignedTo;
      const isOwnMove = target === actor.id || (target === null && request.assignedTo === actor.id);
      if (actor.role !== 'admin' && !isOwnMove) throw new AppError('FORBIDDEN');
      if (target !== null) {
        const [member] = await tx
          .select({ id: staffMembers.id })
          .from(staffMembers)
          .where(
            and(
              eq(staffMembers.id, target),
              eq(staffMembers.isActive, true),
              isNotNull(staffMembers.emailVerifiedAt),
            ),
          );
        if (!member) throw refuse('Escolha um membro ativo da equipe.');
      }
      set = { assignedTo: target };
      event = { kind: 'assign', assignedTo: target };
    } else if ('attempt' in change) {
      if (request.state === 'concluido') throw refuse('O pedido já foi concluído.');
      set = { attempts: request.attempts + 1, ...contact };
      event = { kind: 'attempt' };
    } else {
      set = {};
      event = { kind: 'note', note: change.note };
    }

    await tx
      .update(lawyerRequests)
      .set({ ...set, updatedAt: now })
      .where(eq(lawyerRequests.id, id));
    await tx
      .insert(lawyerRequestEvents)
      .values({ requestId: id, actorId: actor.id, createdAt: now, ...event });
    await recordAudit({
      db: tx,
      actorId: actor.id,
      action: 'lawyer_request.update',
      targetType: 'lawyer_request',
      targetId: id,
      subjectUserId: request.userId,
    });
  });
}
