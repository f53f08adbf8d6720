import type { TOcrReading } from '@contrato-claro/shared';
import { ScanText, TriangleAlert } from 'lucide-react';
import { messages } from '../../messages/pt-BR';

/**
 * Says that the text of a scanned document was read by OCR and, when part of it was read poorly,
 * that the values and dates marked must be checked against the paper.
 */
export function OcrNotice({ ocr, pageCount }: { ocr: TOcrReading; pageCount: number }) {
  const text = messages.results;
  const isLowQuality = ocr.lowQualityPages.length > 0;
  return (
    <div
      role="note"
      className={`mt-4 flex items-start gap-3 rounded-xl p-4 text-sm ${
        isLowQuality ? 'bg-band-warn-bg text-band-warn-fg' : 'bg-brand-50 text-brand-800'
      }`}
    >
      {isLowQuality ? (
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      ) : (
        <ScanText aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      )}
      <div className="space-y-1">
        <p>{text.ocrNotice(ocr.pages, pageCount)}</p>
        {isLowQuality && <p className="font-semibold">{text.ocrLowQuality}</p>}
      </div>
    </div>
  );
}

/** The mark on a money value or date read from words OCR was unsure of. */
export function NeedsCheckBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-band-warn-bg px-2 py-0.5 text-xs font-semibold text-band-warn-fg">
      <TriangleAlert aria-hidden="true" className="size-3.5" />
      {messages.results.needsCheck}
    </span>
  );
}
