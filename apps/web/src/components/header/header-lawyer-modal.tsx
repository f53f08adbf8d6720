import type { TLawyerRequestSource, TMyLawyerRequest } from '@contrato-claro/shared';
import { track } from '../../analytics';
import { useAuthStore } from '../../stores/auth';
import { LawyerModal } from '../lawyer-modal/lawyer-modal';

interface HeaderLawyerModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConsult?: (request: TMyLawyerRequest) => void;
  /** The analysis the request is about, and its open request (see LawyerModal). */
  analysisId?: string;
  current?: TMyLawyerRequest | null;
  /** Where the request comes from, for analytics (default: the header button). */
  source?: TLawyerRequestSource;
}

/** The lawyer modal that records "Lawyer Consultation Requested" with where it was opened from. */
export function HeaderLawyerModal({
  open,
  onOpenChange,
  onConsult,
  analysisId,
  current,
  source = 'header_button',
}: HeaderLawyerModalProps) {
  const user = useAuthStore((state) => state.user);

  const consulted = (request: TMyLawyerRequest) => {
    if (user) {
      track('Lawyer Consultation Requested', {
        userId: user.id,
        source,
        timestamp: new Date().toISOString(),
      });
    }
    onConsult?.(request);
  };

  return (
    <LawyerModal
      open={open}
      onOpenChange={onOpenChange}
      onConsult={consulted}
      analysisId={analysisId}
      current={current}
    />
  );
}
