import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import ICAL from 'ical.js';
import mammoth from 'mammoth';

/** The text of every page of a PDF, read back with pdf.js; whitespace runs become one space. */
export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  pdfjs.GlobalWorkerOptions.workerSrc = pathToFileURL(
    createRequire(import.meta.url).resolve('pdfjs-dist/legacy/build/pdf.worker.mjs'),
  ).href;
  const document = await pdfjs.getDocument({ data: bytes, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    const text = content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
    pages.push(text.replace(/\s+/gu, ' '));
  }
  await document.destroy();
  return pages;
}

/** The events of an iCalendar file, parsed back with ical.js. */
export function icsEvents(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return {
    calendar,
    events: calendar.getAllSubcomponents('vevent').map((component) => {
      const event = new ICAL.Event(component);
      const alarm = component.getFirstSubcomponent('valarm');
      return {
        summary: event.summary,
        description: event.description,
        start: event.startDate.toString(),
        isAllDay: event.startDate.isDate,
        rrule: component.getFirstPropertyValue('rrule')?.toString() ?? null,
        trigger: alarm?.getFirstPropertyValue('trigger')?.toString() ?? null,
        alarmText: alarm?.getFirstPropertyValue('description') ?? null,
      };
    }),
  };
}

/** The plain text of a .docx, read back with mammoth. */
export async function docxText(bytes: Buffer): Promise<string> {
  return (await mammoth.extractRawText({ buffer: bytes })).value;
}
