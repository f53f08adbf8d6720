import { zodResolver } from '@hookform/resolvers/zod';
import {
  ZLoginRequest,
  ZRegisterRequest,
  ZSetPasswordRequest,
  isAppError,
  type TLoginRequest,
  type TRegisterRequest,
  type TSetPasswordRequest,
} from '@contrato-claro/shared';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/button/button';
import { Field, errorProps, inputClass } from '../../components/field/field';
import { messages } from '../../messages/pt-BR';
import { useAuthStore } from '../../stores/auth';

const text = messages.login;

function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg bg-band-bad-bg px-3 py-2 text-sm text-band-bad-fg">
      {message}
    </p>
  );
}

function SubmitButton({ isSending, children }: { isSending: boolean; children: ReactNode }) {
  return (
    <Button type="submit" disabled={isSending} className="w-full sm:w-auto">
      {isSending ? text.sending : children}
    </Button>
  );
}

/** The auth store's error text (SPEC.md §8 fallback or the server's message) after a failure. */
const storeError = () => useAuthStore.getState().error;

/** "Entrar": e-mail and password; `onDone` runs once signed in. */
export function LoginForm({ onDone }: { onDone: () => void }) {
  const login = useAuthStore((store) => store.login);
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<TLoginRequest>({ resolver: zodResolver(ZLoginRequest) });

  const submit = handleSubmit(async (credentials) => {
    setError(null);
    try {
      await login(credentials);
      onDone();
    } catch {
      setError(storeError());
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field id="login-email" label={text.email} error={errors.email?.message}>
        <input
          id="login-email"
          type="email"
          autoComplete="email"
          placeholder={text.emailPlaceholder}
          className={inputClass}
          {...errorProps('login-email', errors.email?.message)}
          {...register('email')}
        />
      </Field>
      <Field id="login-password" label={text.password} error={errors.password?.message}>
        <input
          id="login-password"
          type="password"
          autoComplete="current-password"
          className={inputClass}
          {...errorProps('login-password', errors.password?.message)}
          {...register('password')}
        />
      </Field>
      <FormError message={error} />
      <SubmitButton isSending={isSubmitting}>{text.submitLogin}</SubmitButton>
    </form>
  );
}

/** "Criar conta": name, e-mail and password; `onDone` runs once the account exists. */
export function RegisterForm({ onDone }: { onDone: () => void }) {
  const registerUser = useAuthStore((store) => store.register);
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<TRegisterRequest>({ resolver: zodResolver(ZRegisterRequest) });

  const submit = handleSubmit(async (account) => {
    setError(null);
    try {
      await registerUser(account);
      onDone();
    } catch {
      setError(storeError());
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field id="register-name" label={text.name} error={errors.name?.message}>
        <input
          id="register-name"
          autoComplete="name"
          placeholder={text.namePlaceholder}
          className={inputClass}
          {...errorProps('register-name', errors.name?.message)}
          {...register('name')}
        />
      </Field>
      <Field id="register-email" label={text.email} error={errors.email?.message}>
        <input
          id="register-email"
          type="email"
          autoComplete="email"
          placeholder={text.emailPlaceholder}
          className={inputClass}
          {...errorProps('register-email', errors.email?.message)}
          {...register('email')}
        />
      </Field>
      <Field id="register-password" label={text.newPassword} error={errors.password?.message}>
        <input
          id="register-password"
          type="password"
          autoComplete="new-password"
          className={inputClass}
          {...errorProps('register-password', errors.password?.message)}
          {...register('password')}
        />
      </Field>
      <FormError message={error} />
      <SubmitButton isSending={isSubmitting}>{text.submitRegister}</SubmitButton>
    </form>
  );
}

/** "Definir senha": a signed-in lead account (no password yet) chooses one. */
export function PasswordForm() {
  const changePassword = useAuthStore((store) => store.changePassword);
  const [error, setError] = useState<string | null>(null);
  const [isSaved, setSaved] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<TSetPasswordRequest>({ resolver: zodResolver(ZSetPasswordRequest) });

  const submit = handleSubmit(async (body) => {
    setError(null);
    setSaved(false);
    try {
      await changePassword(body);
      reset();
      setSaved(true);
    } catch (failure) {
      setError(
        isAppError(failure) && failure.code !== 'INTERNAL' ? failure.message : text.passwordError,
      );
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field id="new-password" label={text.newPassword} error={errors.password?.message}>
        <input
          id="new-password"
          type="password"
          autoComplete="new-password"
          className={inputClass}
          {...errorProps('new-password', errors.password?.message)}
          {...register('password')}
        />
      </Field>
      <FormError message={error} />
      {isSaved && (
        <p role="status" className="rounded-lg bg-band-good-bg px-3 py-2 text-sm text-band-good-fg">
          {text.passwordSaved}
        </p>
      )}
      <SubmitButton isSending={isSubmitting}>{text.submitPassword}</SubmitButton>
    </form>
  );
}
