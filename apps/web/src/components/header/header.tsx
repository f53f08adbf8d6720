import { CircleHelp, ExternalLink, Scale } from 'lucide-react';
import { Suspense, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { config } from '../../config';
import { lazyNamed } from '../../lib/lazy-named';
import { messages } from '../../messages/pt-BR';
import { paths } from '../../routes';

// Loaded on first open, so dialogs (and the auth store) never weigh on the first load of `/`.
const HowToUseModal = lazyNamed(() => import('../how-to-use/how-to-use-modal'), 'HowToUseModal');
const HeaderLawyerModal = lazyNamed(() => import('./header-lawyer-modal'), 'HeaderLawyerModal');

export interface HeaderProps {
  /** Shows the "Como usar" help button. */
  showHowToUse?: boolean;
  /** Shows the consult-a-lawyer button; needs a signed-in user (the call carries the token). */
  showConsultLawyer?: boolean;
  /** Runs once a lawyer request has been recorded. */
  onConsult?: () => void;
  /** Screen-specific actions, e.g. the preview's "Cancelar". */
  actions?: ReactNode;
}

const headerButton =
  'inline-flex min-h-10 items-center gap-1.5 rounded-lg px-2.5 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50';

/** Logo, optional help and lawyer buttons, screen actions and the configured right-hand link. */
export function Header({ showHowToUse, showConsultLawyer, onConsult, actions }: HeaderProps) {
  const [isHowToUseOpen, setHowToUseOpen] = useState(false);
  const [isLawyerOpen, setLawyerOpen] = useState(false);
  const [hasOpenedHowToUse, setOpenedHowToUse] = useState(false);
  const [hasOpenedLawyer, setOpenedLawyer] = useState(false);

  const openHowToUse = () => {
    setOpenedHowToUse(true);
    setHowToUseOpen(true);
  };
  const openLawyer = () => {
    setOpenedLawyer(true);
    setLawyerOpen(true);
  };
  return (
    <header className="sticky top-0 z-20 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-5xl items-center gap-2 px-4">
        <Link
          to={paths.upload}
          aria-label={messages.header.homeLink}
          className="mr-auto flex items-center gap-2 rounded-lg font-bold text-brand-800"
        >
          <img src="/favicon.svg" alt="" className="size-8" />
          <span className="text-base whitespace-nowrap sm:text-lg">{messages.app.name}</span>
        </Link>
        {showHowToUse && (
          <button type="button" className={headerButton} onClick={openHowToUse}>
            <CircleHelp aria-hidden="true" className="size-5" />
            <span className="sr-only sm:not-sr-only">{messages.header.howToUse}</span>
          </button>
        )}
        {showConsultLawyer && (
          <button type="button" className={headerButton} onClick={openLawyer}>
            <Scale aria-hidden="true" className="size-5" />
            <span className="sr-only sm:not-sr-only">{messages.header.consultLawyer}</span>
          </button>
        )}
        {actions}
        {config.headerLink && (
          <a href={config.headerLink.url} className={headerButton}>
            {config.headerLink.label}
            <ExternalLink aria-hidden="true" className="size-4" />
          </a>
        )}
      </div>
      <Suspense fallback={null}>
        {hasOpenedHowToUse && (
          <HowToUseModal open={isHowToUseOpen} onOpenChange={setHowToUseOpen} />
        )}
        {hasOpenedLawyer && (
          <HeaderLawyerModal
            open={isLawyerOpen}
            onOpenChange={setLawyerOpen}
            onConsult={onConsult}
          />
        )}
      </Suspense>
    </header>
  );
}
