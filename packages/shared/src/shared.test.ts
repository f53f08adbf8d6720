import { describe, expect, it } from 'vitest';
import {
  AppError,
  ERROR_CODES,
  ERROR_MESSAGES,
  ZFindingFeedbackRequest,
  ZRegisterAccountRequest,
  ZSideRequest,
  analysisErrorMessage,
  formatCellphone,
  formatIssues,
  formatLegalBasis,
  isFileRejection,
  scoreBand,
} from './index';

describe('formatCellphone (SPEC §5 mask)', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['11', '11'],
    ['119', '(11) 9'],
    ['119876', '(11) 9876'],
    ['1198765', '(11) 9876-5'],
    ['1198765432', '(11) 9876-5432'],
    ['11987654321', '(11) 98765-4321'],
    ['119876543210999', '(11) 98765-4321'],
    ['(11) 98765-4321', '(11) 98765-4321'],
    ['abc11x9', '(11) 9'],
  ])('%j → %j', (input, expected) => {
    expect(formatCellphone(input)).toBe(expected);
  });
});

describe('scoreBand', () => {
  it.each([
    [100, 'Satisfatório'],
    [80, 'Satisfatório'],
    [79, 'Atenção'],
    [50, 'Atenção'],
    [49, 'Crítico'],
    [0, 'Crítico'],
  ])('%d → %s', (score, band) => expect(scoreBand(score)).toBe(band));
});

describe('AppError', () => {
  it('takes status and pt-BR message from its code', () => {
    const error = new AppError('INVALID_CODE');
    expect(error.status).toBe(400);
    expect(error.toBody('req-1')).toEqual({
      error: 'INVALID_CODE',
      message: ERROR_MESSAGES.INVALID_CODE,
      requestId: 'req-1',
    });
  });
  it('has a message for every code', () => {
    for (const code of ERROR_CODES) expect(ERROR_MESSAGES[code].length).toBeGreaterThan(5);
  });
});

describe('analysisErrorMessage', () => {
  it('names the page count of a document too large to analyse', () => {
    expect(analysisErrorMessage('DOCUMENT_TOO_LARGE', 512)).toBe(
      'O documento é grande demais para ser analisado (512 páginas). Envie só as páginas do contrato ou divida-o em partes menores.',
    );
    expect(analysisErrorMessage('DOCUMENT_TOO_LARGE', 1)).toContain('(1 página)');
  });
  it('says it without a count when the pages are unknown, and is a file rejection', () => {
    expect(analysisErrorMessage('DOCUMENT_TOO_LARGE', null)).toBe(
      ERROR_MESSAGES.DOCUMENT_TOO_LARGE,
    );
    expect(ERROR_MESSAGES.DOCUMENT_TOO_LARGE).toMatch(/^O documento é grande demais/);
    expect(isFileRejection('DOCUMENT_TOO_LARGE')).toBe(true);
  });
  it('is the code message for every other code, whatever the pages', () => {
    expect(analysisErrorMessage('NO_TEXT_FOUND', 12)).toBe(ERROR_MESSAGES.NO_TEXT_FOUND);
  });
});

describe('ZRegisterAccountRequest', () => {
  const valid = {
    email: 'Ana@Example.com',
    name: 'Ana',
    employeesNumber: '1-10',
    businessSegment: 'Tecnologia',
    cellphone: '(11) 98765-4321',
    userServiceId: '6f1c1b8e-4d7e-4a3c-9d51-2f0e8b7a1c22',
  };
  it('accepts a complete form and lower-cases the e-mail', () => {
    const parsed = ZRegisterAccountRequest.parse(valid);
    expect(parsed.email).toBe('ana@example.com');
    expect(parsed.companyName).toBeUndefined();
  });
  it('explains each bad field as "campo: mensagem"', () => {
    const result = ZRegisterAccountRequest.safeParse({
      ...valid,
      email: 'nope',
      employeesNumber: '',
      cellphone: '11987654321',
    });
    expect(result.success).toBe(false);
    expect(formatIssues(result.error!.issues)).toEqual([
      'email: E-mail inválido',
      'employeesNumber: Campo obrigatório',
      'cellphone: Formato: (00) 00000-0000 ou (00) 0000-0000',
    ]);
  });
  it('drops bidi controls and invisible characters from names, and refuses __proto__', () => {
    const parsed = ZRegisterAccountRequest.parse({
      ...valid,
      name: ' Ana\u202E  Souza\u200B\u0007 ',
      companyName: '\u2066Acme\u2069 Ltda\u202Efdp.exe',
    });
    expect(parsed.name).toBe('Ana Souza');
    expect(parsed.companyName).toBe('Acme Ltdafdp.exe');
    for (const name of ['__proto__', 'Constructor', '\u202E']) {
      const result = ZRegisterAccountRequest.safeParse({ ...valid, name, companyName: name });
      expect(result.success, name).toBe(false);
    }
    expect(
      formatIssues(
        ZRegisterAccountRequest.safeParse({ ...valid, name: '__proto__' }).error!.issues,
      ),
    ).toEqual(['name: Nome inválido']);
  });
});

describe('ZSideRequest (the reader side)', () => {
  it.each([
    [{ side: 'LOCATÁRIO' }, 'LOCATÁRIO'],
    [{ side: '  locatario ' }, 'locatario'],
    [{ side: 'SALÃO-PARCEIRO' }, 'SALÃO-PARCEIRO'],
    [{ side: null }, null],
  ])('accepts %j', (body, side) => {
    expect(ZSideRequest.parse(body)).toEqual({ side });
  });

  it.each([
    [{ side: '' }, 'side: Informe a parte'],
    [{ side: 'x'.repeat(61) }, 'side: Use no máximo 60 caracteres'],
    [{ side: '<script>' }, 'side: Use apenas o nome do papel, como LOCATÁRIO'],
    [{}, 'side: Informe a parte'],
  ])('refuses %j in pt-BR', (body, message) => {
    const result = ZSideRequest.safeParse(body);
    expect(result.success).toBe(false);
    expect(formatIssues(result.error!.issues)).toEqual([message]);
  });
});

describe('formatLegalBasis', () => {
  const law = 'Código Civil (Lei 10.406/2002)';
  it.each([
    ['arts. 412 e 413', 'Código Civil (Lei 10.406/2002), arts. 412 e 413'],
    ['art. 51, IV', 'Código Civil (Lei 10.406/2002), art. 51, IV'],
    ['51, IV', 'Código Civil (Lei 10.406/2002), art. 51, IV'],
    ['Súmula 543', 'Código Civil (Lei 10.406/2002), Súmula 543'],
    ['', 'Código Civil (Lei 10.406/2002)'],
  ])('%j → %j (the designation written once)', (article, expected) => {
    expect(formatLegalBasis({ law, article })).toBe(expected);
  });
});

describe('isFileRejection', () => {
  it('is true for what the file itself causes and false for what may pass on a retry', () => {
    expect(isFileRejection('PDF_ENCRYPTED')).toBe(true);
    expect(isFileRejection('NOT_A_CONTRACT')).toBe(true);
    expect(isFileRejection('ANALYSIS_FAILED')).toBe(false);
    expect(isFileRejection('RATE_LIMITED')).toBe(false);
    expect(isFileRejection('INTERNAL')).toBe(false);
  });
});

describe('ZFindingFeedbackRequest', () => {
  it('takes a finding, a reason and an optional trimmed comment', () => {
    expect(
      ZFindingFeedbackRequest.parse({ findingId: 'f#1', reason: 'outro', comment: '  ' }),
    ).toEqual({ findingId: 'f#1', reason: 'outro' });
    expect(
      ZFindingFeedbackRequest.parse({ findingId: 'f#1', reason: 'nao_se_aplica', comment: ' x ' }),
    ).toEqual({ findingId: 'f#1', reason: 'nao_se_aplica', comment: 'x' });
  });
  it('refuses an unknown reason and a comment over the limit, in pt-BR', () => {
    const unknown = ZFindingFeedbackRequest.safeParse({ findingId: 'f#1', reason: 'nope' });
    expect(formatIssues(unknown.error!.issues)).toEqual(['reason: Escolha um motivo']);
    const long = ZFindingFeedbackRequest.safeParse({
      findingId: 'f#1',
      reason: 'outro',
      comment: 'a'.repeat(1001),
    });
    expect(formatIssues(long.error!.issues)).toEqual(['comment: Use no máximo 1000 caracteres']);
  });
});
