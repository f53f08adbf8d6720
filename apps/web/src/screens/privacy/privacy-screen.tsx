import { Link } from 'react-router';
import { DeleteAccount } from '../../components/delete-account/delete-account';
import { PageLayout } from '../../components/layout/page-layout';
import { config } from '../../config';
import { usePageTitle } from '../../lib/page-title';
import { messages } from '../../messages/pt-BR';
import { paths } from '../../routes';

/** `/privacidade`: the LGPD notice in plain pt-BR, with account deletion for a signed-in user. */
export function PrivacyScreen() {
  const text = messages.privacy;
  usePageTitle(text.title);
  // Where the lead event's contact details go depends on whether Mixpanel is configured.
  const sections = text.sections.map((section) =>
    'key' in section && section.key === 'leadData'
      ? {
          ...section,
          items: [
            ...section.items,
            config.mixpanelToken ? text.analyticsShared : text.analyticsNotShared,
          ],
        }
      : section,
  );
  return (
    <PageLayout header={{ showHowToUse: true }}>
      <article className="mx-auto max-w-2xl">
        <h1 className="text-2xl font-bold text-brand-800 sm:text-3xl">{text.title}</h1>
        <p className="mt-3 text-slate-700">{text.intro}</p>
        {sections.map((section) => (
          <section key={section.title} className="mt-8">
            <h2 className="text-xl font-semibold text-brand-800">{section.title}</h2>
            <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
        ))}
        <p className="mt-6 text-slate-700">
          {text.exportPrefix}{' '}
          <Link to={paths.history} className="font-medium text-brand-700 underline">
            {text.exportLink}
          </Link>
          .
        </p>
        <DeleteAccount />
        <section className="mt-8">
          <h2 className="text-xl font-semibold text-brand-800">{text.contactTitle}</h2>
          <p className="mt-3 text-slate-700">{text.contact}</p>
        </section>
      </article>
    </PageLayout>
  );
}
