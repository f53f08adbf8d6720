import { Suspense, useState, type ComponentProps } from 'react';
import { Button } from '../button/button';
import { lazyNamed } from '../../lib/lazy-named';
import type { CodeForm as EagerCodeForm } from '../../screens/login/code-sign-in';
import { messages } from '../../messages/pt-BR';
import { useAuthStore } from '../../stores/auth';

// The form (react-hook-form and its resolver) loads when the panel is opened, not with the results.
const CodeForm = lazyNamed<'CodeForm', ComponentProps<typeof EagerCodeForm>>(
  () => import('../../screens/login/code-sign-in'),
  'CodeForm',
);

/**
 * For an identity whose e-mail is not confirmed (every registration starts so): the code mailed
 * at registration confirms it, joining this analysis into the account of that e-mail. One line
 * until "Digitar o código" opens it.
 */
export function ConfirmEmailPanel() {
  const user = useAuthStore((store) => store.user);
  const [isConfirmed, setConfirmed] = useState(false);
  const [isOpen, setOpen] = useState(false);
  const text = messages.confirmEmail;
  if (isConfirmed) {
    return (
      <p
        role="status"
        className="mt-6 rounded-xl bg-band-good-bg px-4 py-2 text-sm text-band-good-fg"
      >
        {text.confirmed}
      </p>
    );
  }
  if (!user || user.emailVerified) return null;
  return (
    <section
      aria-labelledby="confirmar-email"
      className="mt-6 rounded-xl border border-brand-100 bg-brand-50 px-4 py-2"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-3">
        <h2 id="confirmar-email" className="text-sm font-semibold text-brand-800">
          {text.title}
        </h2>
        <Button
          variant="ghost"
          aria-expanded={isOpen}
          aria-controls="confirmar-email-codigo"
          onClick={() => setOpen(!isOpen)}
        >
          {text.open}
        </Button>
      </div>
      {isOpen && (
        <div id="confirmar-email-codigo" className="pb-2">
          <p className="text-sm text-slate-700">{text.sent[user.mailDelivery](user.email)}</p>
          <div className="mt-3">
            <Suspense fallback={null}>
              <CodeForm email={user.email} idPrefix="confirm" onDone={() => setConfirmed(true)} />
            </Suspense>
          </div>
        </div>
      )}
    </section>
  );
}
