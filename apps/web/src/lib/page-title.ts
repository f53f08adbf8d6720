import { useEffect } from 'react';
import { messages } from '../messages/pt-BR';

/** Names the browser tab (and what a screen reader announces) after the screen shown. */
export function usePageTitle(screen: string): void {
  useEffect(() => {
    document.title = messages.app.pageTitle(screen);
  }, [screen]);
}
