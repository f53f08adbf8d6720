import { Link } from 'react-router';
import { buttonClass } from '../../components/button/button';
import { PageLayout } from '../../components/layout/page-layout';
import { usePageTitle } from '../../lib/page-title';
import { messages } from '../../messages/pt-BR';
import { paths } from '../../routes';

export function NotFoundScreen() {
  usePageTitle(messages.notFound.title);
  return (
    <PageLayout>
      <div className="mx-auto max-w-md py-12 text-center">
        <p className="text-5xl font-bold text-brand-700">404</p>
        <h1 className="mt-4 text-2xl font-bold text-brand-800">{messages.notFound.title}</h1>
        <p className="mt-2 text-slate-600">{messages.notFound.text}</p>
        <Link to={paths.upload} className={buttonClass('primary', 'mt-6')}>
          {messages.notFound.back}
        </Link>
      </div>
    </PageLayout>
  );
}
