import { FileDown } from 'lucide-react';
import { downloadReport } from '../../api/takeaway';
import { useDownload } from '../../lib/use-download';
import { messages } from '../../messages/pt-BR';
import { Button, type ButtonVariant } from '../button/button';

interface ReportButtonProps {
  userServiceId: string;
  variant?: ButtonVariant;
  /** The visible label; "Baixar relatório (PDF)" by default. */
  label?: string;
  /** The accessible name, when the label alone does not say which analysis. */
  ariaLabel?: string;
}

/** Downloads the PDF report of one analysis, with its busy state and pt-BR error below it. */
export function ReportButton({
  userServiceId,
  variant = 'primary',
  label = messages.results.downloadReport,
  ariaLabel,
}: ReportButtonProps) {
  const report = useDownload();
  return (
    <div className="flex flex-col">
      <Button
        variant={variant}
        aria-label={ariaLabel}
        disabled={report.isBusy}
        onClick={() => void report.run(() => downloadReport(userServiceId))}
      >
        <FileDown aria-hidden="true" className="size-5" />
        {report.isBusy ? messages.results.downloadingReport : label}
      </Button>
      <p role="status" className="mt-1 text-sm text-band-bad-fg">
        {report.error}
      </p>
    </div>
  );
}
