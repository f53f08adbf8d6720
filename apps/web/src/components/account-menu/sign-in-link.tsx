import { LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { messages } from '../../messages/pt-BR';
import { paths } from '../../routes';

/** "Entrar", in the header of every customer page for a browser without a session. */
export function SignInLink() {
  return (
    <Link
      to={paths.login}
      className="inline-flex min-h-10 items-center gap-1.5 rounded-lg px-2.5 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50"
    >
      <LogIn aria-hidden="true" className="size-5" />
      {messages.header.signIn}
    </Link>
  );
}
