import { FolderOpen, LogOut } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { messages } from '../../messages/pt-BR';
import { paths } from '../../routes';
import { useAuthStore } from '../../stores/auth';

const itemClass =
  'inline-flex min-h-10 items-center gap-1.5 rounded-lg px-2.5 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50';

/**
 * Header actions of the authenticated layout: the person's name, "Minhas análises" and "Sair"
 * (which revokes the session on the server). Below `sm` the labels are for screen readers only.
 */
export function AccountMenu() {
  const user = useAuthStore((store) => store.user);
  const logout = useAuthStore((store) => store.logout);
  const navigate = useNavigate();
  if (!user) return null;
  // Leave the authenticated layout first: without a user it would send the person to /login.
  const leave = async () => {
    await navigate(paths.upload);
    await logout();
  };
  const text = messages.header;
  return (
    <>
      <span
        className="hidden max-w-[10rem] truncate text-sm text-slate-700 md:inline"
        title={text.signedInAs(user.name)}
      >
        {user.name}
      </span>
      <Link to={paths.history} className={itemClass}>
        <FolderOpen aria-hidden="true" className="size-5" />
        <span className="sr-only sm:not-sr-only">{text.history}</span>
      </Link>
      <button type="button" className={itemClass} onClick={() => void leave()}>
        <LogOut aria-hidden="true" className="size-5" />
        <span className="sr-only sm:not-sr-only">{text.logout}</span>
      </button>
    </>
  );
}
