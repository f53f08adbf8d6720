import type { MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { buttonClass } from '../../components/button/button';
import { messages } from '../../messages/pt-BR';
import { paths } from '../../routes';

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * "Cancelar" back to `/`. SPEC.md §2: it keeps the current query string unless opened in a new
 * tab. A plain click navigates in place to `/` plus the current query (e.g. campaign parameters);
 * the href itself is the bare `/`, so a new tab or window (ctrl/cmd/shift/middle click, "open in
 * new tab") starts clean.
 */
export function CancelLink() {
  const location = useLocation();
  const navigate = useNavigate();

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    void navigate({ pathname: paths.upload, search: location.search });
  };

  return (
    <a href={paths.upload} onClick={onClick} className={buttonClass('secondary', 'min-h-10')}>
      {messages.preview.cancel}
    </a>
  );
}
