import type { TMyLawyerRequest } from '@contrato-claro/shared';
import { CircleHelp, ExternalLink, Scale, WifiOff } from 'lucide-react';
import { Suspense, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { config } from '../../config';
import { useIsOnline } from '../../lib/connection';
import { lazyNamed } from '../../lib/lazy-named';
import { hasLiveSession } from '../../lib/session-hint';
import { messages } from '../../messages/pt-BR';
import { paths } from '../../routes';
import { SignInLink } from '../account-menu/sign-in-link';

// Loaded on first open, so dialogs (and the auth store) never weigh on the first load of `/`.
const HowToUseModal = lazyNamed(() => import('../how-to-use/how-to-use-modal'), 'HowToUseModal');
const HeaderLawyerModal = lazyNamed(() => import('./header-lawyer-modal'), 'HeaderLawyerModal');
// Only a browser holding a session loads the account menu (and with it the auth store).
const AccountMenu = lazyNamed(() => import('../account-menu/account-menu'), 'AccountMenu');

export interface HeaderProps {
  /** Shows the "Como usar" help button. */
  showHowToUse?: boolean;
  /** Shows the consult-a-lawyer button; needs a signed-in user (the call carries the token). */
  showConsultLawyer?: boolean;
  /** Runs with the open request once a lawyer request has been recorded. */
  onConsult?: (request: TMyLawyerRequest) => void;
  /** The analysis a lawyer request is about, and its open request (see LawyerModal). */
  lawyerAnalysisId?: string;
  lawyerRequest?: TMyLawyerRequest | null;
  /** Screen-specific actions, e.g. the preview's "Cancelar". */
  actions?: ReactNode;
}

const headerButton =
  'inline-flex min-h-10 items-center gap-1.5 rounded-lg px-2.5 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50';

/**
 * Logo, optional help and lawyer buttons, screen actions, the account area ("Entrar", or the
 * signed-in person's menu) and the configured right-hand link, and above them, while the browser is offline, a banner saying so. It fits 360 px with every
 * optional element: below 400 px the name beside the logo gives way, and the link's label is cut
 * short rather than pushing the page wider.
 */
export function Header({
  showHowToUse,
  showConsultLawyer,
  onConsult,
  lawyerAnalysisId,
  lawyerRequest,
  actions,
}: HeaderProps) {
  const isOnline = useIsOnline();
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
      {!isOnline && (
        <p
          role="status"
          className="flex items-start gap-2 bg-band-warn-bg px-4 py-2 text-sm text-band-warn-fg"
        >
          <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {messages.app.offline}
        </p>
      )}
      <div className="mx-auto flex h-16 max-w-5xl items-center gap-1 px-3 sm:gap-2 sm:px-4">
        <Link
          to={paths.upload}
          aria-label={messages.header.homeLink}
          className="mr-auto flex shrink-0 items-center gap-2 rounded-lg font-bold text-brand-800"
        >
          <img src="/favicon.svg" alt="" className="size-8" />
          <span className="hidden text-base whitespace-nowrap min-[400px]:inline sm:text-lg">
            {messages.app.name}
          </span>
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
        {hasLiveSession() ? (
          <Suspense fallback={null}>
            <AccountMenu />
          </Suspense>
        ) : (
          <SignInLink />
        )}
        {config.headerLink && (
          <a
            href={config.headerLink.url}
            title={config.headerLink.label}
            className={`${headerButton} min-w-0`}
          >
            <span className="max-w-[7rem] truncate sm:max-w-none">{config.headerLink.label}</span>
            <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
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
            analysisId={lawyerAnalysisId}
            current={lawyerRequest}
          />
        )}
      </Suspense>
    </header>
  );
}
