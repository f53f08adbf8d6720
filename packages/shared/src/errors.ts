import { z } from 'zod';
import { MAX_OCR_PAGES } from './limits';

/**
 * Every error the product can answer with. The code fixes the HTTP status and the pt-BR message,
 * so a handler only ever says *what* went wrong (DESIGN.md, "Errors").
 */
export const ERROR_CODES = [
  'FILE_TOO_LARGE',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_FILE_TYPE',
  'UNSUPPORTED_MEDIA_TYPE',
  'FILE_CORRUPTED',
  'PDF_ENCRYPTED',
  'NO_TEXT_FOUND',
  'EMPTY_DOCUMENT',
  'NOT_A_CONTRACT',
  'TOO_MANY_PAGES',
  'DOCUMENT_TOO_COMPLEX',
  'TOO_MANY_SCANNED_PAGES',
  'OCR_UNAVAILABLE',
  'ANALYSIS_TIMEOUT',
  'ANALYSIS_OUT_OF_MEMORY',
  'DOCUMENT_TOO_LARGE',
  'ANALYSIS_FAILED',
  'VALIDATION',
  'UNAUTHORIZED',
  'INVALID_CREDENTIALS',
  'INVALID_CODE',
  'WEAK_PASSWORD',
  'FORBIDDEN',
  'NOT_FOUND',
  'EMAIL_TAKEN',
  'RATE_LIMITED',
  'ANALYSIS_QUOTA_EXCEEDED',
  'SERVER_BUSY',
  'REQUEST_TIMEOUT',
  'INTERNAL',
] as const;

export const ZErrorCode = z.enum(ERROR_CODES);
export type TErrorCode = z.infer<typeof ZErrorCode>;

/** HTTP status of each code. */
export const ERROR_STATUS: Record<TErrorCode, number> = {
  FILE_TOO_LARGE: 413,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_FILE_TYPE: 415,
  UNSUPPORTED_MEDIA_TYPE: 415,
  FILE_CORRUPTED: 422,
  PDF_ENCRYPTED: 422,
  NO_TEXT_FOUND: 422,
  EMPTY_DOCUMENT: 422,
  NOT_A_CONTRACT: 422,
  TOO_MANY_PAGES: 422,
  DOCUMENT_TOO_COMPLEX: 422,
  TOO_MANY_SCANNED_PAGES: 422,
  OCR_UNAVAILABLE: 422,
  ANALYSIS_TIMEOUT: 422,
  ANALYSIS_OUT_OF_MEMORY: 422,
  DOCUMENT_TOO_LARGE: 422,
  ANALYSIS_FAILED: 500,
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  INVALID_CODE: 400,
  WEAK_PASSWORD: 400,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  EMAIL_TAKEN: 409,
  RATE_LIMITED: 429,
  ANALYSIS_QUOTA_EXCEEDED: 429,
  SERVER_BUSY: 503,
  REQUEST_TIMEOUT: 408,
  INTERNAL: 500,
};

/** DOCUMENT_TOO_LARGE's message, with the page count (" (512 páginas)") or without (""). */
const documentTooLarge = (pages: string) =>
  `O documento é grande demais para ser analisado${pages}. Envie só as páginas do contrato ou divida-o em partes menores.`;

/** The message a person reads for each code (pt-BR). */
export const ERROR_MESSAGES: Record<TErrorCode, string> = {
  FILE_TOO_LARGE: 'O arquivo é maior que o limite de 10 MB.',
  PAYLOAD_TOO_LARGE: 'Os dados enviados são grandes demais.',
  UNSUPPORTED_FILE_TYPE: 'Formato não suportado. Envie um contrato em PDF ou Word (.docx).',
  UNSUPPORTED_MEDIA_TYPE: 'Tipo de conteúdo não suportado por esta rota.',
  FILE_CORRUPTED: 'Não foi possível ler o arquivo: ele parece estar corrompido.',
  PDF_ENCRYPTED: 'O PDF está protegido por senha. Remova a proteção e envie novamente.',
  NO_TEXT_FOUND:
    'Não encontramos texto no documento, nem lendo as imagens das páginas. Envie um PDF com texto selecionável ou uma digitalização mais nítida.',
  EMPTY_DOCUMENT: 'O documento está vazio.',
  NOT_A_CONTRACT:
    'Este documento não parece ser um contrato nem outro acordo: não encontramos nele quem se obrigue a algo (deveres, direitos, autorizações ou declarações de quem assina), como numa receita, notícia, currículo ou nota fiscal. Por isso não atribuímos uma nota. Envie o texto de um contrato, termo, regulamento ou declaração.',
  TOO_MANY_PAGES: 'O documento tem páginas demais para ser analisado.',
  DOCUMENT_TOO_COMPLEX:
    'O PDF tem conteúdo interno grande ou complexo demais para ser analisado. Gere o PDF novamente (por exemplo, com "Imprimir como PDF") e envie outra vez.',
  TOO_MANY_SCANNED_PAGES: `O documento tem páginas digitalizadas (imagem) demais: conseguimos ler até ${MAX_OCR_PAGES} páginas digitalizadas por análise. Envie só as páginas do contrato ou um PDF com texto selecionável.`,
  OCR_UNAVAILABLE:
    'O documento é digitalizado (imagem), e a leitura de documentos digitalizados não está disponível neste servidor. Envie um PDF com texto selecionável ou um arquivo Word (.docx).',
  ANALYSIS_TIMEOUT:
    'A análise deste documento exigiu mais processamento do que o permitido e foi interrompida. Se ele for digitalizado, envie só as páginas do contrato ou um PDF com texto selecionável.',
  ANALYSIS_OUT_OF_MEMORY:
    'O arquivo exigiu memória demais para ser analisado e a análise foi interrompida.',
  DOCUMENT_TOO_LARGE: documentTooLarge(''),
  ANALYSIS_FAILED: 'Não foi possível concluir a análise deste arquivo. Tente novamente.',
  VALIDATION: 'Alguns dados enviados são inválidos.',
  UNAUTHORIZED: 'Sua sessão expirou ou você não está autenticado. Entre novamente.',
  INVALID_CREDENTIALS: 'E-mail ou senha incorretos.',
  INVALID_CODE: 'Código inválido ou expirado. Confira o e-mail ou peça um novo código.',
  WEAK_PASSWORD:
    'Esta senha é muito comum e fácil de adivinhar. Escolha outra: uma frase de algumas palavras é fácil de lembrar e difícil de adivinhar.',
  FORBIDDEN: 'Você não tem permissão para esta ação.',
  NOT_FOUND: 'Não encontrado.',
  EMAIL_TAKEN: 'Este e-mail já está cadastrado.',
  RATE_LIMITED: 'Muitas tentativas em pouco tempo. Aguarde um pouco e tente novamente.',
  ANALYSIS_QUOTA_EXCEEDED:
    'Você atingiu o limite de tempo de análise desta hora. Aguarde alguns minutos e envie novamente.',
  SERVER_BUSY: 'O servidor está com muitas análises no momento. Tente novamente em alguns minutos.',
  REQUEST_TIMEOUT:
    'O envio parou no meio e foi interrompido. Verifique sua conexão e tente novamente.',
  INTERNAL: 'Ocorreu um erro inesperado. Tente novamente em instantes.',
};

/**
 * Failures that belong to the file itself: sending the same file again fails the same way, so a
 * screen offers to choose another file, never to retry.
 */
export const FILE_REJECTION_CODES: readonly TErrorCode[] = [
  'FILE_TOO_LARGE',
  'UNSUPPORTED_FILE_TYPE',
  'FILE_CORRUPTED',
  'PDF_ENCRYPTED',
  'NO_TEXT_FOUND',
  'EMPTY_DOCUMENT',
  'NOT_A_CONTRACT',
  'TOO_MANY_PAGES',
  'DOCUMENT_TOO_COMPLEX',
  'TOO_MANY_SCANNED_PAGES',
  'OCR_UNAVAILABLE',
  'ANALYSIS_TIMEOUT',
  'ANALYSIS_OUT_OF_MEMORY',
  'DOCUMENT_TOO_LARGE',
];

/**
 * The message of an analysis that failed with `code`. DOCUMENT_TOO_LARGE (out of memory even with
 * the higher cap of its retry) names the document's page count when it is known, so that the
 * person sees why; every other code reads as in ERROR_MESSAGES.
 */
export function analysisErrorMessage(code: TErrorCode, pageCount: number | null): string {
  if (code !== 'DOCUMENT_TOO_LARGE' || pageCount === null) return ERROR_MESSAGES[code];
  return documentTooLarge(` (${pageCount} ${pageCount === 1 ? 'página' : 'páginas'})`);
}

/** True when `code` says the file can never be analysed as it is. */
export function isFileRejection(code: TErrorCode): boolean {
  return FILE_REJECTION_CODES.includes(code);
}

/** The one JSON shape of every error answer. */
export const ZErrorBody = z.object({
  error: ZErrorCode,
  message: z.string(),
  details: z.unknown().optional(),
  requestId: z.string().optional(),
});
export type TErrorBody = z.infer<typeof ZErrorBody>;

/** The one error type, thrown by API services and rebuilt by the web client from an answer. */
export class AppError extends Error {
  readonly code: TErrorCode;
  readonly status: number;
  readonly details?: unknown;

  constructor(code: TErrorCode, options: { message?: string; details?: unknown } = {}) {
    super(options.message ?? ERROR_MESSAGES[code]);
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.details = options.details;
  }

  /** The answer body for this error. */
  toBody(requestId?: string): TErrorBody {
    return {
      error: this.code,
      message: this.message,
      ...(this.details === undefined ? {} : { details: this.details }),
      ...(requestId === undefined ? {} : { requestId }),
    };
  }
}

/** True when `value` is an AppError (also across realms, where instanceof fails). */
export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError || (value instanceof Error && value.name === 'AppError');
}
