import { GitCompareArrows, MessageSquareText } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../components/button/button';
import { ReportButton } from '../../components/report-button/report-button';
import { messages } from '../../messages/pt-BR';
import { versionMessages } from '../../messages/versions-pt-BR';
import { newVersionPath } from '../../routes';
import { requestGroups, TOP_POINTS, type FindingGroup } from './finding-groups';
import { MessageDialog } from './message-dialog';

interface TakeawaySectionProps {
  userServiceId: string;
  /** Every point of the analysis, criterion by criterion. */
  groups: readonly FindingGroup[];
}

/** "Leve a análise com você": the PDF report and a message to the other party. */
export function TakeawaySection({ userServiceId, groups }: TakeawaySectionProps) {
  const text = messages.results;
  const [isMessageOpen, setMessageOpen] = useState(false);
  const requests = useMemo(() => requestGroups(groups), [groups]);
  return (
    <section
      aria-labelledby="leve-a-analise"
      className="mt-8 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="leve-a-analise" className="text-xl font-semibold text-brand-800">
        {text.takeawayTitle}
      </h2>
      <p className="mt-1 text-slate-700">{text.takeawayIntro}</p>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-start">
        <ReportButton userServiceId={userServiceId} />
        <Button variant="secondary" onClick={() => setMessageOpen(true)}>
          <MessageSquareText aria-hidden="true" className="size-5" />
          {text.messageOpen}
        </Button>
        <Link to={newVersionPath(userServiceId)} className={buttonClass('secondary')}>
          <GitCompareArrows aria-hidden="true" className="size-5" />
          {versionMessages.compareButton}
        </Link>
      </div>
      <MessageDialog
        open={isMessageOpen}
        onOpenChange={setMessageOpen}
        userServiceId={userServiceId}
        groups={requests}
        preselected={requests.slice(0, TOP_POINTS).map((group) => group.id)}
      />
    </section>
  );
}
