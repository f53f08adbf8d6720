import type { TContractStatus } from '@contrato-claro/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { loadContractStatuses } from '../services/get-contract-status';
import type { AnalysisBus } from './bus';

/** How often everything followed is reloaded at once, for what no notification announced. */
const RECONCILE_MS = 5_000;
/** Ids per reload query. */
const BATCH = 500;

/** `null`: the analysis is gone (deleted or purged). */
export type StatusListener = (status: TContractStatus | null) => void;

interface Followed {
  listeners: Set<StatusListener>;
  /** The last status delivered (JSON), so that an unchanged reload sends nothing. */
  last: string;
  stopListening: () => void;
}

/**
 * The one source of the event streams of this process. However many streams follow an analysis,
 * it is reloaded once per change notification (bus), and reloads are batched: the notifications
 * that arrive while a reload runs are served by one more query for all of them. Every
 * RECONCILE_MS, one query reloads everything followed (a notification lost while the LISTEN
 * connection was down, a queue position that moved, a deleted row). A failed reload keeps the
 * streams open: the next one catches up.
 */
export class StatusHub {
  private readonly followed = new Map<string, Followed>();
  private readonly pending = new Set<string>();
  private loading: Promise<void> | null = null;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly options: {
      db: Database;
      bus: AnalysisBus;
      log: FastifyBaseLogger;
      reconcileMs?: number;
    },
  ) {}

  /** Streams currently following something, in this process. */
  get size(): number {
    let count = 0;
    for (const entry of this.followed.values()) count += entry.listeners.size;
    return count;
  }

  /**
   * Calls `listener` with each new status of the analysis (`current`: what the caller already
   * holds). Returns the function that stops following.
   */
  follow(id: string, current: TContractStatus, listener: StatusListener): () => void {
    let entry = this.followed.get(id);
    if (!entry) {
      entry = {
        listeners: new Set(),
        last: JSON.stringify(current),
        stopListening: this.options.bus.subscribe(id, () => this.reload([id])),
      };
      this.followed.set(id, entry);
    }
    entry.listeners.add(listener);
    this.timer ??= setInterval(
      () => this.reload([...this.followed.keys()]),
      this.options.reconcileMs ?? RECONCILE_MS,
    ).unref();
    return () => {
      const followed = this.followed.get(id);
      if (!followed?.listeners.delete(listener) || followed.listeners.size > 0) return;
      followed.stopListening();
      this.followed.delete(id);
      if (this.followed.size === 0) {
        clearInterval(this.timer);
        this.timer = undefined;
      }
    };
  }

  /** Resolves once no reload runs or waits (every notification so far has been served). */
  async idle(): Promise<void> {
    while (this.loading) await this.loading;
  }

  private reload(ids: string[]): void {
    for (const id of ids) this.pending.add(id);
    if (this.loading) return;
    const batch = [...this.pending].filter((id) => this.followed.has(id));
    this.pending.clear();
    if (batch.length === 0) return;
    this.loading = this.load(batch).finally(() => {
      this.loading = null;
      if (this.pending.size > 0) this.reload([]);
    });
  }

  private async load(ids: string[]): Promise<void> {
    for (let from = 0; from < ids.length; from += BATCH) {
      const slice = ids.slice(from, from + BATCH);
      let statuses: Map<string, TContractStatus>;
      try {
        statuses = await loadContractStatuses(this.options.db, slice);
      } catch (error) {
        this.options.log.warn({ err: error }, 'event streams: reload failed, retrying later');
        return;
      }
      for (const id of slice) this.deliver(id, statuses.get(id) ?? null);
    }
  }

  private deliver(id: string, status: TContractStatus | null): void {
    const entry = this.followed.get(id);
    if (!entry) return;
    const json = status ? JSON.stringify(status) : 'gone';
    if (json === entry.last) return;
    entry.last = json;
    for (const listener of [...entry.listeners]) listener(status);
  }
}
