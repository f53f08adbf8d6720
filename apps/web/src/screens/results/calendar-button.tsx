import { DEFAULT_REMINDER_DAYS, REMINDER_DAY_OPTIONS } from '@contrato-claro/shared';
import { CalendarPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { downloadCalendar } from '../../api/takeaway';
import { Button } from '../../components/button/button';
import { inputClass } from '../../components/field/field';
import { messages } from '../../messages/pt-BR';
import { useDownload } from '../../lib/use-download';

/**
 * "Adicionar ao calendário": the important dates as an .ics file, each reminding the chosen number
 * of days before.
 */
export function CalendarButton({ userServiceId }: { userServiceId: string }) {
  const text = messages.results;
  const id = useId();
  const [reminderDays, setReminderDays] = useState<number>(DEFAULT_REMINDER_DAYS);
  const { isBusy, error, run } = useDownload();
  return (
    <div className="mb-5 rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="sm:w-44">
          <label htmlFor={id} className="block text-sm font-medium text-slate-800">
            {text.calendarReminder}
          </label>
          <select
            id={id}
            value={reminderDays}
            onChange={(event) => setReminderDays(Number(event.target.value))}
            className={inputClass}
          >
            {REMINDER_DAY_OPTIONS.map((days) => (
              <option key={days} value={days}>
                {text.calendarReminderOption(days)}
              </option>
            ))}
          </select>
        </div>
        <Button
          variant="secondary"
          disabled={isBusy}
          onClick={() => void run(() => downloadCalendar(userServiceId, reminderDays))}
        >
          <CalendarPlus aria-hidden="true" className="size-5" />
          {isBusy ? text.calendarAdding : text.calendarAdd}
        </Button>
      </div>
      <p className="mt-2 text-sm text-slate-600">{text.calendarHint}</p>
      <p role="status" className="text-sm text-band-bad-fg">
        {error}
      </p>
    </div>
  );
}
