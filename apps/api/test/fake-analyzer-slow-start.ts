/**
 * The fake analyzer of `fake-analyzer.ts` in a child that takes 3 s to start (as the real one does
 * on a busy machine): a stop can be tested while an analysis child is starting.
 */
await new Promise((resolve) => setTimeout(resolve, 3_000));

export { analyze } from './fake-analyzer';
