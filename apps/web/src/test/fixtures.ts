import { CRITERIA, type TPreview, type TResults } from '@contrato-claro/shared';

export const ANALYSIS_ID = '3f0c8a52-6a9e-4f55-9a43-2b1f4f1f6a10';

export const preview: TPreview = {
  fileName: 'contrato-locacao.pdf',
  fileSize: 120_000,
  pageCount: 4,
  contractType: 'Locação',
  contractSubType: 'Residencial',
  contractTitle: 'Contrato de locação residencial',
  userServiceId: ANALYSIS_ID,
  finalScore: {
    score: 72,
    band: 'Atenção',
    resumo_contrato: 'Contrato com multa desproporcional.',
  },
  contradictionAnalysis: { score: 90 },
  keyValuesAnalysis: { score: 45 },
  importantDatesAnalysis: { score: 80 },
  equilibriumAnalysis: { score: 60 },
  objectiveAnalysis: { score: 75 },
  defaultClauses: { score: 85 },
  exoticClauses: { status: 'atencao', count: 2 },
};

const criterion = { score: 70, band: 'Atenção' as const, summary: 'Resumo', findings: [] };

export const results: TResults = {
  fileName: preview.fileName,
  fileSize: preview.fileSize,
  pageCount: preview.pageCount,
  contractType: preview.contractType,
  contractSubType: preview.contractSubType,
  contractTitle: preview.contractTitle,
  finalScore: preview.finalScore,
  contradictionAnalysis: criterion,
  keyValuesAnalysis: criterion,
  importantDatesAnalysis: criterion,
  equilibriumAnalysis: criterion,
  objectiveAnalysis: criterion,
  defaultClauses: { ...criterion, items: [] },
  exoticClauses: { ...criterion, status: 'atencao', count: 2 },
  importantDates: [],
  entities: {
    money: [],
    percentages: [],
    dates: [],
    durations: [],
    indices: [],
    parties: [],
    citations: [],
    placeholders: [],
  },
  outline: [],
  text: 'Texto do contrato',
  userServiceId: ANALYSIS_ID,
  analyzedAt: '2026-11-22T10:00:00.000Z',
  side: null,
  breakdown: {
    findings: [],
    ceiling: null,
    criteria: CRITERIA.map((criterion) => ({ criterion, score: 70, points: 0 })),
    score: 72,
  },
  reportedFindingIds: [],
  lawyerRequest: null,
  calendarEvents: 0,
  version: { previousId: null, number: 1, count: 1 },
};

export const authAnswer = {
  access_token: 'token-123',
  userId: 'user-1',
  name: 'Maria Souza',
  email: 'maria@empresa.com.br',
  hasFeedback: false,
  emailVerified: true,
  mailDelivery: 'email' as const,
};

export const accountAnswer = { ...authAnswer, userFeedback: false, wantsLawyerContact: false };

/** A token whose `exp` is an hour ahead (only the browser reads it here). */
export const liveToken = (expiresInSeconds = 3600) => {
  const payload = btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + expiresInSeconds }));
  return `header.${payload.replace(/=+$/, '')}.signature`;
};

/** An open lawyer request as the customer sees it (PUT wants-lawyer-contact, results, history). */
export const lawyerRequest = {
  requestedAt: '2026-11-22T17:05:00.000Z',
  dueAt: '2026-11-22T21:05:00.000Z',
  channel: 'phone' as const,
  contact: '(11) 9…-4321',
};

/** The answer of PUT /users/feedback/wants-lawyer-contact. */
export const lawyerAnswer = {
  wantsLawyerContact: true,
  dueAt: lawyerRequest.dueAt,
  request: lawyerRequest,
};
