import { zodResolver } from '@hookform/resolvers/zod';
import {
  CODE_LENGTH,
  ZCodeRequest,
  isAppError,
  type TCodeRequest,
  type TCodeResponse,
  type TMailDelivery,
} from '@contrato-claro/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { requestCode } from '../../api/auth';
import { Alert } from '../../components/alert/alert';
import { Button } from '../../components/button/button';
import { Field, errorProps, inputClass } from '../../components/field/field';
import { messages } from '../../messages/pt-BR';
import { useAuthStore, type User } from '../../stores/auth';

const text = messages.code;

const ZCodeInput = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/u, `O código tem ${CODE_LENGTH} dígitos`),
});

const failureText = (error: unknown, fallback: string) =>
  isAppError(error) && error.code !== 'INTERNAL' ? error.message : fallback;

/**
 * The 6-digit code of `email`: confirms it and signs in (joining what this browser's identity
 * unlocked into the account). "Reenviar código" asks for a new one.
 */
export function CodeForm({
  email,
  idPrefix,
  onDone,
}: {
  email: string;
  idPrefix: string;
  onDone: (user: User) => void;
}) {
  const verifyCode = useAuthStore((store) => store.verifyCode);
  const [error, setError] = useState<string | null>(null);
  const [resent, setResent] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ code: string }>({ resolver: zodResolver(ZCodeInput) });
  const id = `${idPrefix}-code`;

  const submit = handleSubmit(async ({ code }) => {
    setError(null);
    try {
      onDone(await verifyCode({ email, code }));
    } catch {
      setError(useAuthStore.getState().error);
    }
  });
  const resend = async () => {
    setError(null);
    try {
      const answer = await requestCode({ email });
      setResent(sentText(email, answer));
    } catch (failure) {
      setError(failureText(failure, messages.auth.codeError));
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <Field id={id} label={text.code} error={errors.code?.message}>
        <input
          id={id}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={CODE_LENGTH}
          className={`${inputClass} tracking-[0.3em]`}
          {...errorProps(id, errors.code?.message)}
          {...register('code')}
        />
      </Field>
      <Alert message={error} />
      {resent && (
        <p role="status" className="text-sm text-slate-700">
          {resent}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? text.verifying : text.verify}
        </Button>
        <Button variant="ghost" onClick={() => void resend()}>
          {text.resend}
        </Button>
      </div>
    </form>
  );
}

/** What the screen says once a code was asked for, by how this server delivers e-mails. */
export function sentText(email: string, answer: { delivery: TMailDelivery; validMinutes: number }) {
  return text.sent[answer.delivery](email, answer.validMinutes);
}

/**
 * "Receber código por e-mail": the e-mail, then its code. The answer never says whether the
 * e-mail has an account; only the mailbox learns it.
 */
export function CodeSignIn({
  onDone,
  onBack,
}: {
  onDone: (user: User) => void;
  onBack: () => void;
}) {
  const [sent, setSent] = useState<{ email: string; answer: TCodeResponse } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<TCodeRequest>({ resolver: zodResolver(ZCodeRequest) });

  const submit = handleSubmit(async ({ email }) => {
    setError(null);
    try {
      setSent({ email, answer: await requestCode({ email }) });
    } catch (failure) {
      setError(failureText(failure, messages.auth.codeError));
    }
  });

  if (sent) {
    return (
      <div className="space-y-4">
        <p role="status" className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-800">
          {sentText(sent.email, sent.answer)}
        </p>
        <CodeForm email={sent.email} idPrefix="signin" onDone={onDone} />
        <Button variant="ghost" onClick={() => setSent(null)}>
          {text.otherEmail}
        </Button>
      </div>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-slate-700">{text.requestIntro}</p>
      <Field id="code-email" label={messages.login.email} error={errors.email?.message}>
        <input
          id="code-email"
          type="email"
          autoComplete="email"
          placeholder={messages.login.emailPlaceholder}
          className={inputClass}
          {...errorProps('code-email', errors.email?.message)}
          {...register('email')}
        />
      </Field>
      <Alert message={error} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? text.sending : text.send}
        </Button>
        <Button variant="ghost" onClick={onBack}>
          {text.backToPassword}
        </Button>
      </div>
    </form>
  );
}
