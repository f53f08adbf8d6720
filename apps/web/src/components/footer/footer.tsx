import { Link } from 'react-router';
import { messages } from '../../messages/pt-BR';
import { paths } from '../../routes';

export function Footer() {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-5xl flex-col gap-2 px-4 py-6 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between">
        <p>{messages.footer.disclaimer}</p>
        <div className="flex items-center gap-4">
          <Link to={paths.privacy} className="font-medium text-brand-700 underline">
            {messages.footer.privacy}
          </Link>
          <span>{messages.footer.copyright}</span>
        </div>
      </div>
    </footer>
  );
}
