import { FileDown, MessageSquareText } from 'lucide-react';
import { useMemo, useState } from 'react';
import { downloadReport } from '../../api/takeaway';
import { Button } from '../../components/button/button';
import { messages } from '../../messages/pt-BR';
import type { FindingGroup } from './finding-groups';
import { MessageDialog } from './message-dialog';
import { useDownload } from './use-download';

interface TakeawaySectionProps {
  userServiceId: string;
  /** Every point of the analysis, criterion by criterion. */
  groups: readonly FindingGroup[];
}

/** "Leve a análise com você": the PDF report and a message to the other party. */
export function TakeawaySection({ userServiceId, groups }: TakeawaySectionProps) {
  const text = messages.results;
  const report = useDownload();
  const [isMessageOpen, setMessageOpen] = useState(false);
  // A point in the reader's favour is nothing to negotiate.
  const negotiable = useMemo(
    () => groups.filter((group) => group.lead.readerStance !== 'a_favor'),
    [groups],
  );
  return (
    <section
      aria-labelledby="leve-a-analise"
      className="mt-8 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="leve-a-analise" className="text-xl font-semibold text-brand-800">
        {text.takeawayTitle}
      </h2>
      <p className="mt-1 text-slate-700">{text.takeawayIntro}</p>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <Button
          disabled={report.isBusy}
          onClick={() => void report.run(() => downloadReport(userServiceId))}
        >
          <FileDown aria-hidden="true" className="size-5" />
          {report.isBusy ? text.downloadingReport : text.downloadReport}
        </Button>
        <Button variant="secondary" onClick={() => setMessageOpen(true)}>
          <MessageSquareText aria-hidden="true" className="size-5" />
          {text.messageOpen}
        </Button>
      </div>
      <p role="status" className="mt-2 text-sm text-band-bad-fg">
        {report.error}
      </p>
      <MessageDialog
        open={isMessageOpen}
        onOpenChange={setMessageOpen}
        userServiceId={userServiceId}
        groups={negotiable}
      />
    </section>
  );
}
