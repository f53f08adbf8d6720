import type { TPendingIdentity } from '@contrato-claro/shared';
import { useEffect, useState } from 'react';
import { listPendingIdentities, settlePendingIdentity } from '../../api/pending-identities';
import { messages } from '../../messages/pt-BR';
import { Button } from '../button/button';

const text = messages.pendingIdentities;
const dateFormat = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });
const formatDate = (iso: string) => dateFormat.format(new Date(iso));

/**
 * What was made under the account's e-mail before it was confirmed (someone may have typed it):
 * shown on "Minhas análises" for the owner to bring in or erase; nothing of it is in the account
 * until then. `onAccepted` reloads the list the accepted analyses joined.
 */
export function PendingIdentities({ onAccepted }: { onAccepted: () => void }) {
  const [identities, setIdentities] = useState<TPendingIdentity[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  useEffect(() => {
    listPendingIdentities().then(setIdentities, () => setIdentities([]));
  }, []);

  const settle = async (id: string, answer: 'accept' | 'discard') => {
    setBusy(id);
    try {
      await settlePendingIdentity(id, answer);
      setIdentities((current) => current.filter((identity) => identity.id !== id));
      setNotice(answer === 'accept' ? text.accepted : text.discarded);
      if (answer === 'accept') onAccepted();
    } catch {
      setNotice(text.failed);
    } finally {
      setBusy(null);
    }
  };

  if (identities.length === 0) {
    return notice ? (
      <p role="status" className="mt-4 rounded-xl bg-band-good-bg px-4 py-3 text-band-good-fg">
        {notice}
      </p>
    ) : null;
  }
  return (
    <section
      aria-label={text.title}
      className="mt-6 rounded-xl border border-band-warn-ring bg-band-warn-bg p-4 text-band-warn-fg"
    >
      <h2 className="text-lg font-semibold text-brand-800">{text.title}</h2>
      <p className="mt-1">{text.intro}</p>
      {notice && (
        <p role="status" className="mt-2">
          {notice}
        </p>
      )}
      <ul className="mt-3 space-y-3">
        {identities.map((identity) => (
          <li key={identity.id} className="rounded-lg bg-white p-3">
            <p className="font-medium">{text.madeAt(formatDate(identity.createdAt))}</p>
            <ul className="mt-1 list-disc pl-5">
              {identity.analyses.map((analysis) => (
                <li key={analysis.id}>
                  {text.analysis(analysis.fileName, formatDate(analysis.createdAt))}
                </li>
              ))}
              {identity.lawyerRequests > 0 && (
                <li>{text.lawyerRequests(identity.lawyerRequests)}</li>
              )}
            </ul>
            <div className="mt-3 flex flex-wrap gap-2">
              <Button
                variant="primary"
                disabled={busy !== null}
                onClick={() => void settle(identity.id, 'accept')}
              >
                {text.accept}
              </Button>
              <Button
                variant="secondary"
                disabled={busy !== null}
                onClick={() => void settle(identity.id, 'discard')}
              >
                {text.discard}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
