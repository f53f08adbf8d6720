import type { TVersionPlace } from '@contrato-claro/shared';
import { Link } from 'react-router';
import { versionMessages } from '../../messages/versions-pt-BR';
import { comparisonPath } from '../../routes';

const text = versionMessages.results;

/**
 * "Versão 2 de 3" under the contract's name when it has versions, and, on a later version, the
 * way to what changed since the version before it (its comparison, the owner's like the results).
 */
export function VersionPlace(props: { userServiceId: string; version: TVersionPlace }) {
  const { version } = props;
  if (version.count === 1) return null;
  return (
    <p className="text-sm text-slate-600">
      {text.place(version.number, version.count)}
      {version.previousId !== null && (
        <>
          {' · '}
          <Link
            to={comparisonPath(props.userServiceId)}
            className="font-medium text-brand-700 underline"
          >
            {text.compare}
          </Link>
        </>
      )}
    </p>
  );
}
