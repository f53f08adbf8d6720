import { ZMessage, type TMessage, type TMessageRequest } from '@contrato-claro/shared';
import { request, requestFile, type DownloadedFile } from './client';

const base = (userServiceId: string) => `/services/score/results/${userServiceId}`;

/** GET …/report.pdf: the PDF report of the analysis. */
export function downloadReport(userServiceId: string): Promise<DownloadedFile> {
  return requestFile(`${base(userServiceId)}/report.pdf`, { fallbackName: 'relatorio.pdf' });
}

/** GET …/calendar.ics?lembrete=N: the important dates, reminding `reminderDays` before. */
export function downloadCalendar(
  userServiceId: string,
  reminderDays: number,
): Promise<DownloadedFile> {
  return requestFile(`${base(userServiceId)}/calendar.ics?lembrete=${reminderDays}`, {
    fallbackName: 'datas.ics',
  });
}

/** POST …/message: the message to the other party with the chosen findings. */
export function createMessage(userServiceId: string, findingIds: string[]): Promise<TMessage> {
  return request(`${base(userServiceId)}/message`, {
    method: 'POST',
    body: { findingIds } satisfies TMessageRequest,
    schema: ZMessage,
  });
}

/** POST …/message.docx: the same message as a Word document. */
export function downloadMessageDocx(
  userServiceId: string,
  findingIds: string[],
): Promise<DownloadedFile> {
  return requestFile(`${base(userServiceId)}/message.docx`, {
    method: 'POST',
    body: { findingIds } satisfies TMessageRequest,
    fallbackName: 'mensagem.docx',
  });
}
