import { zodResolver } from '@hookform/resolvers/zod';
import {
  STAFF_ROLES,
  STAFF_ROLE_LABELS,
  ZStaffInviteRequest,
  isAppError,
  type TStaffInviteRequest,
} from '@contrato-claro/shared';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { deactivateStaffMember, fetchStaffMembers, inviteStaffMember } from '../../api/staff';
import { Alert } from '../../components/alert/alert';
import { Button } from '../../components/button/button';
import { Field, errorProps, inputClass } from '../../components/field/field';
import { Loading } from '../../components/loading/loading';
import { usePageTitle } from '../../lib/page-title';
import { staffMessages } from '../../messages/staff';
import { useStaffSession } from './staff-session';
import { useStaffData } from './use-staff-data';

const text = staffMessages.members;

/**
 * `/equipe/membros` (admins; the API refuses anyone else): the team, invitations by e-mail and
 * deactivation, which ends the member's sessions at once.
 */
export function MembersScreen() {
  usePageTitle(text.title);
  const { member: me } = useStaffSession();
  const load = useCallback(() => fetchStaffMembers(), []);
  const { data, error, reload } = useStaffData(load);
  const [status, setStatus] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<TStaffInviteRequest>({
    resolver: zodResolver(ZStaffInviteRequest),
    defaultValues: { role: 'advogado' },
  });
  const explain = (caught: unknown) =>
    setFailure(isAppError(caught) ? caught.message : staffMessages.loadFailed);

  const invite = handleSubmit(async (body) => {
    setStatus(null);
    setFailure(null);
    try {
      const invited = await inviteStaffMember(body);
      setStatus(text.invited(invited.email));
      reset({ name: '', email: '', role: 'advogado' });
      reload();
    } catch (caught) {
      explain(caught);
    }
  });
  const deactivate = async (id: string) => {
    setFailure(null);
    try {
      await deactivateStaffMember(id);
      reload();
    } catch (caught) {
      explain(caught);
    }
  };

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-brand-800">{text.title}</h1>
      <Alert message={error ?? failure} />
      {!data && !error && <Loading />}
      {data && (
        <ul className="space-y-2">
          {data.members.map((member) => (
            <li
              key={member.id}
              className="flex flex-wrap items-center gap-2 rounded-xl border border-slate-200 bg-white p-3"
            >
              <div className="mr-auto min-w-0">
                <p className="font-semibold break-words">
                  {member.name} {member.id === me.id && text.you}
                </p>
                <p className="text-sm break-words text-slate-700">
                  {member.email} · {STAFF_ROLE_LABELS[member.role]} ·{' '}
                  {!member.isActive ? text.inactive : member.hasJoined ? text.active : text.pending}
                </p>
              </div>
              {member.isActive && member.id !== me.id && (
                <Button
                  variant="secondary"
                  aria-label={text.deactivateOf(member.name)}
                  onClick={() => void deactivate(member.id)}
                >
                  {text.deactivate}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <section
        aria-labelledby="convidar"
        className="space-y-3 rounded-xl border border-slate-200 bg-white p-4"
      >
        <h2 id="convidar" className="text-lg font-semibold text-brand-800">
          {text.inviteTitle}
        </h2>
        <p className="text-sm text-slate-600">{text.inviteIntro}</p>
        <form onSubmit={invite} noValidate className="space-y-1">
          <Field id="invite-name" label={text.name} error={errors.name?.message}>
            <input
              id="invite-name"
              className={inputClass}
              {...errorProps('invite-name', errors.name?.message)}
              {...register('name')}
            />
          </Field>
          <Field id="invite-email" label={text.email} error={errors.email?.message}>
            <input
              id="invite-email"
              type="email"
              className={inputClass}
              {...errorProps('invite-email', errors.email?.message)}
              {...register('email')}
            />
          </Field>
          <Field id="invite-role" label={text.role} error={errors.role?.message}>
            <select id="invite-role" className={inputClass} {...register('role')}>
              {STAFF_ROLES.map((role) => (
                <option key={role} value={role}>
                  {STAFF_ROLE_LABELS[role]}
                </option>
              ))}
            </select>
          </Field>
          {status && (
            <p role="status" className="rounded-lg bg-band-good-bg px-3 py-2 text-band-good-fg">
              {status}
            </p>
          )}
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? text.inviting : text.invite}
          </Button>
        </form>
      </section>
    </div>
  );
}
