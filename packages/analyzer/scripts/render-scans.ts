/**
 * Renders every scanned-contract fixture into test/scans/.cache/ (gitignored): each source of
 * SCAN_SOURCES with each fault of SCAN_FAULTS, a mixed PDF, a scan over the OCR page cap and a
 * scanned recipe. Tests and bench/ocr render what they need on demand; this warms the cache.
 *
 * Run: npm run fixtures:scans -w packages/analyzer
 */
import { statSync } from 'node:fs';
import { basename } from 'node:path';
import { MAX_OCR_PAGES } from '@contrato-claro/shared';
import {
  SCAN_FAULTS,
  SCAN_SOURCES,
  manyPagesScan,
  mixedPdf,
  notAContractScan,
  scannedPdf,
} from '../test/scans/render';

const paths: string[] = [];
for (const source of SCAN_SOURCES) {
  for (const fault of SCAN_FAULTS) paths.push(await scannedPdf(source, fault));
  paths.push(await mixedPdf(source));
}
paths.push(await manyPagesScan(MAX_OCR_PAGES + 1), await notAContractScan());
for (const path of paths) console.log(`${basename(path)}: ${statSync(path).size} bytes`);
