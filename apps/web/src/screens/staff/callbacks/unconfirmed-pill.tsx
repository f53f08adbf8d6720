import { staffMessages } from '../../../messages/staff';

const text = staffMessages.callbacks;

/**
 * Marks a request whose customer never proved the e-mail: anyone can type someone else's, so
 * the team confirms who they speak to before talking about the contract.
 */
export function UnconfirmedPill() {
  return (
    <span
      className="rounded-full bg-band-bad-bg px-2.5 py-0.5 text-sm font-semibold text-band-bad-fg"
      title={text.emailUnconfirmedHint}
    >
      {text.emailUnconfirmed}
    </span>
  );
}
