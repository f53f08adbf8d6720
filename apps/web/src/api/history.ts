import {
  ZAnalysisList,
  ZClaimResponse,
  ZUserExport,
  type TAnalysisSummary,
  type TUserExport,
} from '@contrato-claro/shared';
import { request } from './client';

/** GET /contracts: "Minhas análises", newest first. */
export async function listAnalyses(): Promise<TAnalysisSummary[]> {
  return (await request('/contracts', { schema: ZAnalysisList })).analyses;
}

/** POST /contracts/:id/claim: a signed-in person unlocks the analysis this browser uploaded. */
export async function claimAnalysis(userServiceId: string): Promise<void> {
  await request(`/contracts/${userServiceId}/claim`, { method: 'POST', schema: ZClaimResponse });
}

/** GET /users/me/export: everything kept about the person ("Exportar meus dados"). */
export function exportMyData(): Promise<TUserExport> {
  return request('/users/me/export', { schema: ZUserExport });
}
