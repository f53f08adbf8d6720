import { PageLayout } from '../../components/layout/page-layout';
import { messages } from '../../messages/pt-BR';

/** Route target only: the screen itself is built in its own task. */
export function LoginScreen() {
  return (
    <PageLayout header={{ showHowToUse: true }}>
      <h1 className="text-2xl font-bold text-brand-800">{messages.login.title}</h1>
    </PageLayout>
  );
}
