import type { TContractStatus, TUploadResponse } from '@contrato-claro/shared';
import type * as calls from './contracts-calls';

/**
 * The analysis calls, as screens import them. The upload screen imports this module on `/`
 * before anything happens, so the implementation (with the API client and its zod schemas,
 * ~25 KB gzipped) loads only on the first call, keeping `/` within its 100 KB budget.
 */
const load = () => import('./contracts-calls');

/** See `contracts-calls.ts#uploadContract`. */
export async function uploadContract(
  ...args: Parameters<typeof calls.uploadContract>
): Promise<TUploadResponse> {
  return (await load()).uploadContract(...args);
}

/** See `contracts-calls.ts#pasteContract`. */
export async function pasteContract(
  ...args: Parameters<typeof calls.pasteContract>
): Promise<TUploadResponse> {
  return (await load()).pasteContract(...args);
}

/** See `contracts-calls.ts#followAnalysis`. */
export async function followAnalysis(
  ...args: Parameters<typeof calls.followAnalysis>
): Promise<TContractStatus> {
  return (await load()).followAnalysis(...args);
}

/** See `contracts-calls.ts#deleteContract`. */
export async function deleteContract(
  ...args: Parameters<typeof calls.deleteContract>
): Promise<void> {
  return (await load()).deleteContract(...args);
}
