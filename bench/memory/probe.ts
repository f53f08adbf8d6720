/**
 * One analysis child's memory, phase by phase, in a fresh process started the way the pool
 * starts its children (`node --import tsx`, plus --expose-gc so each figure is what stays live).
 * Prints one JSON line: RSS and V8 heap after each phase, and the peak RSS (VmHWM). With a
 * repeat count, the same process analyses the file that many more times, as a pool's child does
 * (one child runs up to 50 analyses): memory must not creep up from one to the next.
 * Usage: node --import tsx --expose-gc memory/probe.ts [file.pdf [repeats]]
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';

export interface Phase {
  phase: string;
  rssMb: number;
  heapMb: number;
  /** ArrayBuffers and other memory outside the V8 heap. */
  externalMb: number;
}

export interface ProbeReport {
  phases: Phase[];
  peakRssMb: number;
  /** Highest V8 heap seen (sampled every 10 ms, garbage included). */
  peakHeapMb: number;
}

const MB = 1024 * 1024;
const round = (bytes: number) => Math.round((bytes / MB) * 10) / 10;
const phases: Phase[] = [];
let peakHeap = 0;
const sampler = setInterval(() => {
  peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
}, 10);

function measure(phase: string): void {
  (globalThis as { gc?: () => void }).gc?.();
  const usage = process.memoryUsage();
  phases.push({
    phase,
    rssMb: round(usage.rss),
    heapMb: round(usage.heapUsed),
    externalMb: round(usage.external),
  });
}

function peakRssMb(): number {
  const kb = /^VmHWM:\s+(\d+)\s+kB/m.exec(readFileSync('/proc/self/status', 'utf8'))?.[1];
  return round(Number(kb) * 1024);
}

measure('idle');
const analyzer = await import('@contrato-claro/analyzer');
measure('analyzer loaded');
// Loaded apart (the analysis would load it lazily) so that its share shows on its own.
analyzer.warmUpSpelling();
measure('dictionary');
const [file, repeats = '0'] = process.argv.slice(2);
if (file) {
  const bytes = new Uint8Array(readFileSync(file));
  const run = async (onStage?: (stage: string) => void) => {
    const result = await analyzer.analyze(bytes, { fileName: basename(file), onStage });
    if (!result.ok) throw new Error(`analysis failed: ${result.error.code}`);
  };
  // Extraction ends when segmentation starts.
  await run((stage) => stage === 'identificando cláusulas' && measure('pdf.js + text'));
  measure('analysis done');
  for (let time = 0; time < Number(repeats); time += 1) await run();
  if (Number(repeats) > 0) measure(`after ${repeats} more`);
}
clearInterval(sampler);
const report: ProbeReport = { phases, peakRssMb: peakRssMb(), peakHeapMb: round(peakHeap) };
console.log(JSON.stringify(report));
