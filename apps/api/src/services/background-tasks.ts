import type { FastifyBaseLogger } from 'fastify';

/**
 * Work that runs after the answer, so its duration reveals nothing to the caller (e.g. whether
 * an e-mail has an account). A failure is logged under its label; `settle` waits for running
 * tasks (before the database closes).
 */
export class BackgroundTasks {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  run(label: string, task: () => Promise<void>): void {
    const done: Promise<void> = Promise.resolve()
      .then(task)
      .catch((error: unknown) =>
        this.log.error({ err: error, task: label }, 'background task failed'),
      )
      .finally(() => this.running.delete(done));
    this.running.add(done);
  }

  async settle(): Promise<void> {
    await Promise.all(this.running);
  }
}
