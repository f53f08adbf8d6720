/**
 * Polls `isDone` until it holds, with no deadline of its own: the test's timeout (generous) is the
 * only bound, so a busy machine makes a test slower, never failed. Never a fixed sleep in its place.
 */
export async function waitUntil(
  isDone: () => boolean | Promise<boolean>,
  intervalMs = 20,
): Promise<void> {
  while (!(await isDone())) await new Promise((resolve) => setTimeout(resolve, intervalMs));
}
