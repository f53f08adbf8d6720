import { STAFF_ROLE_LABELS } from '@contrato-claro/shared';
import { LogOut } from 'lucide-react';
import { NavLink, Outlet } from 'react-router';
import { staffMessages } from '../../messages/staff';
import { messages } from '../../messages/pt-BR';
import { staffPaths } from '../../routes';
import { useStaffSession } from './staff-session';

const text = staffMessages.nav;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold ${
    isActive ? 'bg-brand-700 text-white' : 'text-brand-700 hover:bg-brand-50'
  }`;

/**
 * The frame of every signed-in staff screen: the area's name, who is signed in, "Sair", and the
 * navigation (Retornos / Leads, and Funil / Membros for admins). At 360 px the links wrap under
 * the header instead of widening the page: a lawyer calls back from a phone.
 */
export function StaffLayout() {
  const { member, logOut } = useStaffSession();
  const links = [
    { to: staffPaths.callbacks, label: text.callbacks },
    { to: staffPaths.leads, label: text.leads },
    // The funnel is the business' numbers, not call-back work: admins only, as its API.
    ...(member.role === 'admin'
      ? [
          { to: staffPaths.funnel, label: text.funnel },
          { to: staffPaths.members, label: text.members },
        ]
      : []),
  ];
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <a
        href="#conteudo"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-3 focus:py-2"
      >
        {messages.app.skipToContent}
      </a>
      <header className="sticky top-0 z-20 border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-2 gap-y-1 px-3 py-2 sm:px-4">
          <p className="mr-auto flex items-center gap-2 font-bold text-brand-800">
            <img src="/favicon.svg" alt="" className="size-8" />
            <span>
              {messages.app.name} · {staffMessages.area}
            </span>
          </p>
          <p className="hidden text-sm text-slate-600 sm:block">
            {text.signedInAs(member.name, STAFF_ROLE_LABELS[member.role])}
          </p>
          <button
            type="button"
            onClick={() => void logOut()}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 text-sm font-medium text-brand-700 hover:bg-brand-50"
          >
            <LogOut aria-hidden="true" className="size-4" />
            {text.logout}
          </button>
          <nav aria-label={text.label} className="w-full">
            <ul className="flex flex-wrap gap-1">
              {links.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} className={linkClass}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </header>
      <main id="conteudo" className="mx-auto w-full max-w-6xl flex-1 px-3 py-4 sm:px-4 sm:py-6">
        <Outlet />
      </main>
    </div>
  );
}
