import { CRITERIA } from '@contrato-claro/shared';
import { messages } from '../../messages/pt-BR';
import { Dialog } from '../dialog/dialog';
import { bandClasses } from '../score-badge/band-style';

interface HowToUseModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** "Como usar": three steps, the seven criteria and the score scale (SPEC.md §2). */
export function HowToUseModal({ open, onOpenChange }: HowToUseModalProps) {
  const text = messages.howToUse;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={text.title}
      description={text.description}
    >
      <section aria-labelledby="how-to-use-steps" className="mt-5">
        <h3 id="how-to-use-steps" className="text-sm font-semibold text-slate-900">
          {text.stepsTitle}
        </h3>
        <ol className="mt-3 space-y-3">
          {text.steps.map((step, index) => (
            <li key={step.title} className="flex gap-3">
              <span
                aria-hidden="true"
                className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
              >
                {index + 1}
              </span>
              <div>
                <p className="font-medium text-slate-900">{step.title}</p>
                <p className="text-sm text-slate-600">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="how-to-use-criteria" className="mt-5">
        <h3 id="how-to-use-criteria" className="text-sm font-semibold text-slate-900">
          {text.criteriaTitle}
        </h3>
        <ul className="mt-2 grid gap-x-4 gap-y-1 text-sm text-slate-700 sm:grid-cols-2">
          {/* The names the rows, the results and the report use: one name per criterion. */}
          {CRITERIA.map((criterion) => (
            <li key={criterion} className="flex items-center gap-2">
              <span aria-hidden="true" className="size-1.5 rounded-full bg-brand-600" />
              {messages.criteria.titles[criterion]}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="how-to-use-scale" className="mt-5">
        <h3 id="how-to-use-scale" className="text-sm font-semibold text-slate-900">
          {text.scaleTitle}
        </h3>
        <ul className="mt-2 space-y-2">
          {text.scale.map((step) => (
            <li
              key={step.range}
              className={`flex items-center justify-between rounded-lg px-3 py-2 text-sm ring-1 ${bandClasses[step.band]}`}
            >
              <span className="font-bold tabular-nums">{step.range}</span>
              <span>{step.meaning}</span>
            </li>
          ))}
        </ul>
      </section>
    </Dialog>
  );
}
