import { checkOcrAvailable } from '@contrato-claro/analyzer/ocr';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Says at start-up when this machine cannot read scanned PDFs: the product runs without
 * Tesseract, and such files fail with OCR_UNAVAILABLE, so operators should know why.
 */
export async function reportOcrAvailability(log: FastifyBaseLogger): Promise<void> {
  const available = await checkOcrAvailable();
  if (available.ok) return;
  log.warn(
    { detail: available.error.detail },
    'scanned PDFs cannot be read here (they fail with OCR_UNAVAILABLE): install poppler-utils, tesseract-ocr and tesseract-ocr-por',
  );
}
