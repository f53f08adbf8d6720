import { useState } from 'react';
import { messages } from '../../messages/pt-BR';
import { useAuthStore } from '../../stores/auth';
import { CodeForm } from '../login/code-sign-in';

/**
 * For an identity whose e-mail is not confirmed (every registration starts so): the code mailed
 * at registration confirms it, joining this analysis into the account of that e-mail.
 */
export function ConfirmEmailPanel() {
  const user = useAuthStore((store) => store.user);
  const [isConfirmed, setConfirmed] = useState(false);
  const text = messages.confirmEmail;
  if (isConfirmed) {
    return (
      <p
        role="status"
        className="mt-4 rounded-xl bg-band-good-bg px-4 py-3 text-sm text-band-good-fg"
      >
        {text.confirmed}
      </p>
    );
  }
  if (!user || user.emailVerified) return null;
  return (
    <section
      aria-labelledby="confirmar-email"
      className="mt-4 rounded-2xl border border-brand-100 bg-brand-50 p-4 sm:p-5"
    >
      <h2 id="confirmar-email" className="font-semibold text-brand-800">
        {text.title}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {user.mailDelivery === 'server-log' ? text.sentToLog : text.sentByEmail(user.email)}
      </p>
      <div className="mt-3">
        <CodeForm email={user.email} idPrefix="confirm" onDone={() => setConfirmed(true)} />
      </div>
    </section>
  );
}
