/**
 * A stand-in for @contrato-claro/analyzer's `analyze`, loaded by analysis child processes in tests
 * (`JobTuning.analyzerModule`). The file name picks the behaviour, to simulate hostile parsers:
 * "spin" computes forever (a parser in a loop: it spends its CPU budget), "hang" waits forever
 * without computing (only the clock stops it), "memory" allocates until killed, "crash" throws;
 * "stray" throws from a later tick, outside the analysis' promise (pdf.js on a damaged xref);
 * "slow" takes ~3 s;
 * anything else returns a sample analysis after announcing each stage.
 */
import { ANALYSIS_STAGES, type TAnalysisStage } from '@contrato-claro/shared';
import { sampleAnalysis } from './sample-analysis';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function analyze(
  bytes: Uint8Array,
  options: { fileName: string; onStage?: (stage: TAnalysisStage) => void },
) {
  const name = options.fileName;
  if (name.includes('spin')) for (let x = 0; ; x = Math.sqrt(x + 2));
  if (name.includes('hang')) await new Promise(() => undefined);
  if (name.includes('memory')) {
    const hoard: Buffer[] = [];
    for (;;) {
      hoard.push(Buffer.alloc(32 * 1024 * 1024, 1));
      await sleep(20);
    }
  }
  if (name.includes('crash')) throw new Error('parser bug');
  if (name.includes('stray')) {
    setImmediate(() => {
      throw Object.assign(new Error('bad xref'), { name: 'XRefParseException' });
    });
    await new Promise(() => undefined);
  }
  for (const stage of ANALYSIS_STAGES) {
    options.onStage?.(stage);
    if (name.includes('slow')) await sleep(750);
  }
  return { ok: true as const, value: sampleAnalysis(name, bytes.length) };
}
