import { CircleAlert } from 'lucide-react';
import { Component, type ReactNode } from 'react';
import { messages } from '../../messages/pt-BR';
import { buttonClass } from '../button/button';

interface ScreenErrorBoundaryProps {
  children: ReactNode;
  /** Changes when the person navigates: a new screen gets a new chance. */
  resetKey: string;
}

interface ScreenErrorBoundaryState {
  hasFailed: boolean;
  /** The `resetKey` the state belongs to. */
  key: string;
}

/**
 * What a person sees instead of a blank page when a screen cannot be shown — above all a screen
 * whose code could not be downloaded (the server out of reach after a few tries; offline, lazy
 * screens wait for the connection instead). Reloading tries again.
 */
export class ScreenErrorBoundary extends Component<
  ScreenErrorBoundaryProps,
  ScreenErrorBoundaryState
> {
  override state: ScreenErrorBoundaryState = { hasFailed: false, key: this.props.resetKey };

  static getDerivedStateFromError(): Partial<ScreenErrorBoundaryState> {
    return { hasFailed: true };
  }

  static getDerivedStateFromProps(
    props: ScreenErrorBoundaryProps,
    state: ScreenErrorBoundaryState,
  ): Partial<ScreenErrorBoundaryState> | null {
    return props.resetKey === state.key ? null : { hasFailed: false, key: props.resetKey };
  }

  override componentDidCatch(error: unknown): void {
    console.error('Screen failed', error);
  }

  override render() {
    if (!this.state.hasFailed) return this.props.children;
    const text = messages.app;
    return (
      <main id="conteudo" className="mx-auto max-w-md px-4 py-16 text-center">
        <CircleAlert aria-hidden="true" className="mx-auto size-10 text-band-bad-ring" />
        <h1 className="mt-4 text-2xl font-bold text-brand-800">{text.screenErrorTitle}</h1>
        <p role="alert" className="mt-2 text-slate-700">
          {text.screenErrorText}
        </p>
        <button
          type="button"
          className={buttonClass('primary', 'mt-6')}
          onClick={() => window.location.reload()}
        >
          {text.screenErrorRetry}
        </button>
      </main>
    );
  }
}
