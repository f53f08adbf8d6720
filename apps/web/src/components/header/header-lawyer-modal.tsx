import { track } from '../../analytics';
import { useAuthStore } from '../../stores/auth';
import { LawyerModal } from '../lawyer-modal/lawyer-modal';

interface HeaderLawyerModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConsult?: () => void;
}

/** The header's lawyer modal: records "Lawyer Consultation Requested" from the header button. */
export function HeaderLawyerModal({ open, onOpenChange, onConsult }: HeaderLawyerModalProps) {
  const user = useAuthStore((state) => state.user);

  const consulted = () => {
    if (user) {
      track('Lawyer Consultation Requested', {
        userId: user.id,
        source: 'header_button',
        timestamp: new Date().toISOString(),
      });
    }
    onConsult?.();
  };

  return <LawyerModal open={open} onOpenChange={onOpenChange} onConsult={consulted} />;
}
