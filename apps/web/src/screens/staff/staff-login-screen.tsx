import { zodResolver } from '@hookform/resolvers/zod';
import {
  CODE_LENGTH,
  ZStaffLoginRequest,
  isAppError,
  type TStaffLoginChallenge,
  type TStaffLoginRequest,
  type TStaffSession,
} from '@contrato-claro/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { finishStaffLogin, startStaffLogin } from '../../api/staff';
import { Alert } from '../../components/alert/alert';
import { Button } from '../../components/button/button';
import { Field, errorProps, inputClass } from '../../components/field/field';
import { usePageTitle } from '../../lib/page-title';
import { staffMessages } from '../../messages/staff';

const text = staffMessages.login;

const failureText = (error: unknown) =>
  isAppError(error) && error.code !== 'INTERNAL' ? error.message : text.failed;

const ZCodeInput = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/u, text.codeFormat),
});

/** Step two: the code mailed to the member, with the challenge of step one. */
function CodeStep({
  challenge,
  onSignedIn,
  onRestart,
}: {
  challenge: TStaffLoginChallenge;
  onSignedIn: (session: TStaffSession) => void;
  onRestart: () => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ code: string }>({ resolver: zodResolver(ZCodeInput) });
  const submit = handleSubmit(async ({ code }) => {
    setError(null);
    try {
      onSignedIn(await finishStaffLogin({ challengeId: challenge.challengeId, code }));
    } catch (failure) {
      setError(failureText(failure));
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <h2 className="text-lg font-semibold text-brand-800">{text.codeTitle}</h2>
      <p role="status" className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-800">
        {text.codeSent[challenge.delivery]} {text.codeValid(challenge.validMinutes)}
      </p>
      <Field id="staff-code" label={text.code} error={errors.code?.message}>
        <input
          id="staff-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={CODE_LENGTH}
          className={`${inputClass} tracking-[0.3em]`}
          {...errorProps('staff-code', errors.code?.message)}
          {...register('code')}
        />
      </Field>
      <Alert message={error} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? text.verifying : text.verify}
        </Button>
        <Button variant="ghost" onClick={onRestart}>
          {text.restart}
        </Button>
      </div>
    </form>
  );
}

/**
 * `/equipe` signed out: e-mail and password, then the 6-digit code mailed to the member (the
 * e-mail verification of every staff sign-in).
 */
export function StaffLoginScreen({ onSignedIn }: { onSignedIn: (session: TStaffSession) => void }) {
  usePageTitle(text.title);
  const [challenge, setChallenge] = useState<TStaffLoginChallenge | null>(null);
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<TStaffLoginRequest>({ resolver: zodResolver(ZStaffLoginRequest) });
  const submit = handleSubmit(async (body) => {
    setError(null);
    try {
      setChallenge(await startStaffLogin(body));
    } catch (failure) {
      setError(failureText(failure));
    }
  });
  return (
    <main id="conteudo" className="mx-auto w-full max-w-md px-4 py-10">
      <p className="flex items-center gap-2 font-bold text-brand-800">
        <img src="/favicon.svg" alt="" className="size-8" />
        {staffMessages.area}
      </p>
      <h1 className="mt-4 text-2xl font-bold text-brand-800">{text.title}</h1>
      <p className="mt-1 mb-6 text-sm text-slate-600">{text.intro}</p>
      {challenge ? (
        <CodeStep
          challenge={challenge}
          onSignedIn={onSignedIn}
          onRestart={() => setChallenge(null)}
        />
      ) : (
        <form onSubmit={submit} noValidate className="space-y-3">
          <Field id="staff-email" label={text.email} error={errors.email?.message}>
            <input
              id="staff-email"
              type="email"
              autoComplete="username"
              className={inputClass}
              {...errorProps('staff-email', errors.email?.message)}
              {...register('email')}
            />
          </Field>
          <Field id="staff-password" label={text.password} error={errors.password?.message}>
            <input
              id="staff-password"
              type="password"
              autoComplete="current-password"
              className={inputClass}
              {...errorProps('staff-password', errors.password?.message)}
              {...register('password')}
            />
          </Field>
          <Alert message={error} />
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? text.submitting : text.submit}
          </Button>
        </form>
      )}
    </main>
  );
}
