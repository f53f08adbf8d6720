import { zodResolver } from '@hookform/resolvers/zod';
import { ZPassword, isAppError } from '@contrato-claro/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { setUpStaffPassword } from '../../api/staff';
import { Alert } from '../../components/alert/alert';
import { Button, buttonClass } from '../../components/button/button';
import { Field, errorProps, inputClass } from '../../components/field/field';
import { usePageTitle } from '../../lib/page-title';
import { staffMessages } from '../../messages/staff';
import { staffPaths } from '../../routes';

const text = staffMessages.setup;

const ZSetupForm = z
  .object({ password: ZPassword, confirm: z.string() })
  .refine((form) => form.password === form.confirm, { path: ['confirm'], message: text.mismatch });

/**
 * `/equipe/definir-senha#token=…`: the invitation link. The token travels in the fragment (never
 * in a server log) and leaves the address bar at once; the member chooses a password, then signs
 * in at /equipe with it and the e-mailed code.
 */
export function StaffSetupScreen() {
  usePageTitle(text.title);
  const [token] = useState(() => {
    const value = new URLSearchParams(window.location.hash.slice(1)).get('token');
    window.history.replaceState(null, '', window.location.pathname);
    return value;
  });
  const [isDone, setDone] = useState(false);
  const [error, setError] = useState<string | null>(token ? null : text.missingLink);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.infer<typeof ZSetupForm>>({ resolver: zodResolver(ZSetupForm) });
  const submit = handleSubmit(async ({ password }) => {
    if (!token) return;
    setError(null);
    try {
      await setUpStaffPassword({ token, password });
      setDone(true);
    } catch (failure) {
      setError(isAppError(failure) ? failure.message : staffMessages.login.failed);
    }
  });
  return (
    <main id="conteudo" className="mx-auto w-full max-w-md px-4 py-10">
      <h1 className="text-2xl font-bold text-brand-800">{text.title}</h1>
      {isDone ? (
        <div className="mt-4 space-y-4">
          <p role="status" className="rounded-lg bg-band-good-bg px-3 py-2 text-band-good-fg">
            {text.done}
          </p>
          <Link to={staffPaths.home} className={buttonClass('primary')}>
            {text.goToLogin}
          </Link>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="mt-2 space-y-3">
          <p className="mb-4 text-sm text-slate-600">{text.intro}</p>
          <Field id="setup-password" label={text.password} error={errors.password?.message}>
            <input
              id="setup-password"
              type="password"
              autoComplete="new-password"
              className={inputClass}
              {...errorProps('setup-password', errors.password?.message)}
              {...register('password')}
            />
          </Field>
          <Field id="setup-confirm" label={text.confirm} error={errors.confirm?.message}>
            <input
              id="setup-confirm"
              type="password"
              autoComplete="new-password"
              className={inputClass}
              {...errorProps('setup-confirm', errors.confirm?.message)}
              {...register('confirm')}
            />
          </Field>
          <Alert message={error} />
          <Button type="submit" disabled={isSubmitting || !token}>
            {isSubmitting ? text.submitting : text.submit}
          </Button>
        </form>
      )}
    </main>
  );
}
