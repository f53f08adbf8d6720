import { EventEmitter } from 'node:events';

/**
 * In-process notifications "analysis <id> changed", fed by the worker pool and read by the
 * server-sent events. Listeners reload the row themselves, so the bus carries ids only; other
 * processes' changes are caught by the listeners' polling fallback.
 */
export class AnalysisBus {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  publish(analysisId: string): void {
    this.emitter.emit(analysisId);
  }

  /** How many listeners (event streams) follow the analysis. */
  listenerCount(analysisId: string): number {
    return this.emitter.listenerCount(analysisId);
  }

  /** Calls `listener` on each change of the analysis; returns the unsubscribe function. */
  subscribe(analysisId: string, listener: () => void): () => void {
    this.emitter.on(analysisId, listener);
    return () => this.emitter.off(analysisId, listener);
  }
}
