import type { ReactNode } from 'react';
import { messages } from '../../messages/pt-BR';
import { Footer } from '../footer/footer';
import { Header, type HeaderProps } from '../header/header';

interface PageLayoutProps {
  header?: HeaderProps;
  children: ReactNode;
}

/** The frame of every screen: skip link, header, main content and footer. */
export function PageLayout({ header, children }: PageLayoutProps) {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#conteudo"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-3 focus:py-2"
      >
        {messages.app.skipToContent}
      </a>
      <Header {...header} />
      <main id="conteudo" className="mx-auto w-full max-w-5xl flex-1 px-4 py-6 sm:py-10">
        {children}
      </main>
      <Footer />
    </div>
  );
}
