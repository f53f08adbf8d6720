import type { TFinding, TResults } from '@contrato-claro/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSaveFile } from '../../lib/save-file';
import { mockApi } from '../../test/api-mock';
import { ANALYSIS_ID, results as baseResults } from '../../test/fixtures';
import { renderAt } from '../../test/router';
import { ResultsScreen } from './results-screen';

const finding = (id: string, title: string, patch: Partial<TFinding> = {}): TFinding => ({
  id,
  rule: id,
  criterion: 'keyValuesAnalysis',
  title,
  description: `${title}: descrição.`,
  severity: 'alta',
  points: 10,
  clause: { ref: 'Cláusula 2ª', page: 1, excerpt: 'trecho', start: 0, end: 5 },
  ...patch,
});

const results: TResults = {
  ...baseResults,
  keyValuesAnalysis: {
    score: 40,
    band: 'Crítico',
    summary: 'Multas altas.',
    findings: [
      finding('multa#1', 'Multa desproporcional', {
        suggestedWording: 'A multa por atraso é de 2% do valor devido.',
      }),
      finding('juros#1', 'Juros acima do limite', {
        severity: 'média',
        suggestedWording: 'Os juros de mora são de 1% ao mês.',
      }),
      finding('preencher#1', 'Campo em branco', { recommendation: 'Preencha o campo.' }),
      finding('favor#1', 'Multa só para a outra parte', {
        readerStance: 'a_favor',
        suggestedWording: 'Qualquer texto.',
      }),
    ],
  },
  importantDates: [
    {
      kind: 'vencimento',
      label: 'Vencimento dos pagamentos',
      text: 'dia 5 de cada mês',
      date: '2026-12-05',
      clauseRef: 'Cláusula 3ª',
      start: 0,
      end: 5,
      monthly: { day: 5, businessDay: false },
    },
  ],
  calendarEvents: 1,
};

/** A blob's text (jsdom's Blob has no `text()`). */
const readText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

const path = '/contract-analysis/results';
const base = `/api/services/score/results/${ANALYSIS_ID}`;
const saved: { name: string; blob: Blob }[] = [];

function renderResults() {
  return renderAt(<ResultsScreen />, {
    path,
    entry: { pathname: path, search: `?id=${ANALYSIS_ID}`, state: results },
  });
}

describe('ResultsScreen: what the owner takes away', () => {
  beforeEach(() => {
    saved.length = 0;
    setSaveFile((blob, name) => saved.push({ blob, name }));
    localStorage.setItem('token', 'token-da-dona');
  });
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('downloads the PDF report with the bearer token', async () => {
    const user = userEvent.setup();
    const api = mockApi({ [`GET ${base}/report.pdf`]: () => ({ body: {} }) });
    renderResults();
    await user.click(screen.getByRole('button', { name: 'Baixar relatório (PDF)' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('relatorio.pdf');
    expect(api.mock.calls[0]![1]!.headers).toMatchObject({
      Authorization: 'Bearer token-da-dona',
    });
  });

  it('offers the calendar only when it would hold a date', () => {
    renderAt(<ResultsScreen />, {
      path,
      entry: {
        pathname: path,
        search: `?id=${ANALYSIS_ID}`,
        state: { ...results, calendarEvents: 0 },
      },
    });
    expect(screen.getByText('dia 5 de cada mês')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Adicionar ao calendário' })).toBeNull();
  });

  it('says so when the report cannot be downloaded', async () => {
    const user = userEvent.setup();
    mockApi({
      [`GET ${base}/report.pdf`]: () => ({
        status: 429,
        body: { error: 'RATE_LIMITED', message: 'Muitas tentativas em pouco tempo.' },
      }),
    });
    renderResults();
    await user.click(screen.getByRole('button', { name: 'Baixar relatório (PDF)' }));
    expect(await screen.findByText('Muitas tentativas em pouco tempo.')).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });

  it('offers to compare with a new version of the contract', () => {
    mockApi({});
    renderResults();
    expect(screen.getByRole('link', { name: 'Comparar com nova versão' })).toHaveAttribute(
      'href',
      `/contract-analysis/nova-versao?id=${ANALYSIS_ID}`,
    );
  });

  it('adds the dates to the calendar with the chosen reminder', async () => {
    const user = userEvent.setup();
    const api = mockApi({ [`GET ${base}/calendar.ics?lembrete=7`]: () => ({ body: {} }) });
    renderResults();
    await user.selectOptions(screen.getByLabelText('Lembrar'), '7 dias antes');
    await user.click(screen.getByRole('button', { name: 'Adicionar ao calendário' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('datas.ics');
    expect(api).toHaveBeenCalledTimes(1);
  });

  it('writes a message with only the points chosen, to copy, download or send', async () => {
    const user = userEvent.setup();
    const message = {
      subject: 'Proposta de ajustes no contrato',
      text: 'Olá,\n\n1. Juros acima do limite (Cláusula 2ª)\nPor quê: caro.',
    };
    const sent: unknown[] = [];
    mockApi({
      [`POST ${base}/message`]: (body) => {
        sent.push(body);
        return { body: message };
      },
      [`POST ${base}/message.docx`]: (body) => {
        sent.push(body);
        return { body: {} };
      },
      [`POST ${base}/redline.docx`]: (body) => {
        sent.push(body);
        return { body: {} };
      },
    });
    renderResults();
    await user.click(screen.getByRole('button', { name: 'Escrever à outra parte' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mensagem à outra parte' });
    // A point in the reader's favour is nothing to negotiate; advice to the reader is no request.
    expect(within(dialog).queryByText('Multa só para a outra parte')).not.toBeInTheDocument();
    expect(within(dialog).queryByText('Campo em branco')).not.toBeInTheDocument();
    // The most serious points come marked.
    expect(within(dialog).getByRole('checkbox', { name: /Multa desproporcional/u })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: /Juros acima do limite/u })).toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: /Multa desproporcional/u }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Juros acima do limite/u }));
    await user.click(within(dialog).getByRole('button', { name: 'Escrever a mensagem' }));
    expect(within(dialog).getByText('Marque ao menos um ponto.')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.click(within(dialog).getByRole('checkbox', { name: /Juros acima do limite/u }));
    expect(within(dialog).getByText('1 ponto marcado')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Escrever a mensagem' }));
    expect(await within(dialog).findByLabelText('Mensagem')).toHaveValue(message.text);
    expect(sent).toEqual([{ findingIds: ['juros#1'] }]);

    const body = encodeURIComponent(message.text);
    expect(within(dialog).getByRole('link', { name: 'Abrir no e-mail' })).toHaveAttribute(
      'href',
      `mailto:?subject=${encodeURIComponent(message.subject)}&body=${body}`,
    );
    expect(within(dialog).getByRole('link', { name: 'Enviar pelo WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`${message.subject}\n\n${message.text}`)}`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Baixar .txt' }));
    expect(saved[0]!.name).toBe('mensagem.txt');
    expect(await readText(saved[0]!.blob)).toBe(`${message.subject}\n\n${message.text}`);
    await user.click(within(dialog).getByRole('button', { name: 'Baixar .docx' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(sent[1]).toEqual({ findingIds: ['juros#1'] });
    // The same points as tracked changes in Word (issue 25).
    await user.click(within(dialog).getByRole('button', { name: 'Baixar com sugestões (Word)' }));
    await waitFor(() => expect(saved).toHaveLength(3));
    expect(saved[2]!.name).toBe('sugestoes.docx');
    expect(sent[2]).toEqual({ findingIds: ['juros#1'] });

    await user.click(within(dialog).getByRole('button', { name: 'Copiar' }));
    expect(await navigator.clipboard.readText()).toBe(`${message.subject}\n\n${message.text}`);
    expect(within(dialog).getByText('Mensagem copiada.')).toBeInTheDocument();
  });
});
