import { ChevronDown, FolderOpen, LogOut, UserRound } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { getToken } from '../../api/client';
import { messages } from '../../messages/pt-BR';
import { paths } from '../../routes';
import { useAuthStore } from '../../stores/auth';
import { SignInLink } from './sign-in-link';

const itemClass =
  'flex min-h-11 w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm font-medium text-brand-800 hover:bg-brand-50';

/**
 * The header's account area for a browser holding a session: a button with the person's name
 * opening "Minhas análises", "Meus dados" and "Sair" (which revokes the session on the server).
 * It checks the stored token itself, and gives way to "Entrar" when it no longer opens a profile.
 */
export function AccountMenu() {
  const user = useAuthStore((store) => store.user);
  const isLoading = useAuthStore((store) => store.isLoading);
  const validateToken = useAuthStore((store) => store.validateToken);
  const logout = useAuthStore((store) => store.logout);
  const navigate = useNavigate();
  const [isOpen, setOpen] = useState(false);
  const menuId = useId();
  const area = useRef<HTMLDivElement>(null);
  const text = messages.header;

  useEffect(() => {
    if (!user && getToken()) void validateToken();
  }, [user, validateToken]);

  useEffect(() => {
    if (!isOpen) return;
    const closeOutside = (event: PointerEvent) => {
      if (!area.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [isOpen]);

  if (!user) return isLoading ? null : <SignInLink />;
  // Leave the authenticated layout first: without a user it would send the person to /login.
  const leave = async () => {
    setOpen(false);
    await navigate(paths.upload);
    await logout();
  };
  return (
    <div
      ref={area}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={menuId}
        title={text.signedInAs(user.name)}
        className="inline-flex min-h-10 items-center gap-1.5 rounded-lg px-2.5 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50"
        onClick={() => setOpen(!isOpen)}
      >
        <UserRound aria-hidden="true" className="size-5 shrink-0" />
        <span className="sr-only">{text.accountMenu}</span>
        <span className="hidden max-w-[9rem] truncate sm:inline">{user.name}</span>
        <ChevronDown aria-hidden="true" className="size-4 shrink-0" />
      </button>
      {isOpen && (
        <div
          id={menuId}
          className="absolute right-0 z-30 mt-1 w-56 rounded-xl border border-slate-200 bg-white p-1 shadow-lg"
        >
          <p className="truncate px-3 py-2 text-sm text-slate-600">{user.name}</p>
          <ul>
            <li>
              <Link to={paths.history} className={itemClass} onClick={() => setOpen(false)}>
                <FolderOpen aria-hidden="true" className="size-5" />
                {text.history}
              </Link>
            </li>
            <li>
              <Link to={paths.account} className={itemClass} onClick={() => setOpen(false)}>
                <UserRound aria-hidden="true" className="size-5" />
                {text.account}
              </Link>
            </li>
            <li>
              <button type="button" className={itemClass} onClick={() => void leave()}>
                <LogOut aria-hidden="true" className="size-5" />
                {text.logout}
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
