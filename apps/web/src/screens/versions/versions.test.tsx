import type { TComparison, TContractStatus } from '@contrato-claro/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { followAnalysis, pasteContract } from '../../api/contracts';
import { mockApi } from '../../test/api-mock';
import { ANALYSIS_ID, preview } from '../../test/fixtures';
import { renderAt } from '../../test/router';
import { useAuthStore } from '../../stores/auth';
import { HistoryScreen } from '../history/history-screen';
import { ComparisonScreen } from './comparison-screen';
import { NewVersionScreen } from './new-version-screen';

vi.mock('../../api/contracts', () => ({
  uploadContract: vi.fn(),
  pasteContract: vi.fn(),
  followAnalysis: vi.fn(),
}));

const VERSION_ID = '33333333-3333-4333-8333-333333333333';

const COMPARISON: TComparison = {
  before: {
    userServiceId: ANALYSIS_ID,
    fileName: 'locacao.pdf',
    analyzedAt: '2026-11-20T14:30:00.000Z',
    score: 48,
    band: 'Crítico',
  },
  after: {
    userServiceId: VERSION_ID,
    fileName: 'locacao-v2.docx',
    analyzedAt: '2026-11-25T10:00:00.000Z',
    score: 71,
    band: 'Atenção',
  },
  requested: [
    {
      findingId: 'multa#1',
      title: 'Multa acima do limite',
      ref: 'Cláusula 4ª',
      status: 'atendido',
    },
    { findingId: 'foro#1', title: 'Foro distante', ref: 'Cláusula 5ª', status: 'nao_atendido' },
  ],
  clauses: [
    {
      status: 'unchanged',
      beforeRef: 'Cláusula 1ª',
      afterRef: 'Cláusula 1ª',
      title: 'DO OBJETO',
      renumbered: false,
      moved: false,
      parts: [],
    },
    {
      status: 'changed',
      beforeRef: 'Cláusula 4ª',
      afterRef: 'Cláusula 5ª',
      title: 'DA MULTA',
      renumbered: true,
      moved: false,
      parts: [
        { op: 'equal', text: 'multa de ' },
        { op: 'delete', text: '20' },
        { op: 'insert', text: '2' },
        { op: 'equal', text: '% sobre o valor devido.' },
      ],
    },
    {
      status: 'added',
      beforeRef: null,
      afterRef: 'Cláusula 6ª',
      title: 'DA COMUNICAÇÃO',
      renumbered: false,
      moved: false,
      parts: [{ op: 'insert', text: 'As comunicações serão por escrito.' }],
    },
  ],
  findings: {
    resolved: [
      {
        id: 'multa#1',
        rule: 'multa',
        criterion: 'keyValuesAnalysis',
        title: 'Multa acima do limite',
        severity: 'alta',
        points: 20,
        ref: 'Cláusula 4ª',
      },
    ],
    remaining: [
      {
        id: 'foro#1',
        rule: 'foro',
        criterion: 'equilibriumAnalysis',
        title: 'Foro distante',
        severity: 'média',
        points: 8,
        ref: 'Cláusula 5ª',
      },
    ],
    new: [],
  },
  criteria: [
    { criterion: 'keyValuesAnalysis', before: 40, after: 80 },
    { criterion: 'equilibriumAnalysis', before: 60, after: 60 },
  ],
};

describe('ComparisonScreen', () => {
  it('checks the points asked for first, then the score, the findings and the changed clauses', async () => {
    mockApi({ [`GET /api/contracts/${VERSION_ID}/comparison`]: () => ({ body: COMPARISON }) });
    const user = userEvent.setup();
    renderAt(<ComparisonScreen />, {
      path: '/contract-analysis/comparacao',
      entry: `/contract-analysis/comparacao?id=${VERSION_ID}`,
    });
    const asked = await screen.findByRole('region', { name: 'O que você pediu na mensagem' });
    const [met, unmet] = within(asked).getAllByRole('listitem');
    expect(met).toHaveTextContent('Você pediu: Multa acima do limite (Cláusula 4ª) — atendido');
    expect(unmet).toHaveTextContent('Você pediu: Foro distante (Cláusula 5ª) — não atendido');
    expect(screen.getByText('A nota subiu de 48 para 71.')).toBeInTheDocument();
    expect(screen.getByText('Riscos financeiros: 40 → 80')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Resolvidos (1)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Novos (0)' })).toBeInTheDocument();

    const clauses = screen.getByRole('region', { name: 'Cláusula por cláusula' });
    expect(within(clauses).getAllByRole('listitem')).toHaveLength(2);
    expect(
      within(clauses).getByText('renumerada: era Cláusula 4ª, agora Cláusula 5ª'),
    ).toBeInTheDocument();
    expect(clauses.querySelector('del')).toHaveTextContent('removido: 20');
    expect(clauses.querySelector('ins')).toHaveTextContent('incluído: 2');
    await user.click(within(clauses).getByLabelText('Mostrar também as cláusulas sem mudança'));
    expect(within(clauses).getAllByRole('listitem')).toHaveLength(3);

    await user.click(screen.getByRole('link', { name: 'Ver a análise da nova versão' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(
      `/contract-analysis/results?id=${VERSION_ID}`,
    );
  });

  it('says so when no message was sent', async () => {
    mockApi({
      [`GET /api/contracts/${VERSION_ID}/comparison`]: () => ({
        body: { ...COMPARISON, requested: null },
      }),
    });
    renderAt(<ComparisonScreen />, {
      path: '/contract-analysis/comparacao',
      entry: `/contract-analysis/comparacao?id=${VERSION_ID}`,
    });
    expect(await screen.findByText(/Você não enviou uma mensagem/)).toBeInTheDocument();
  });

  it('shows the error in pt-BR when the comparison cannot be read', async () => {
    mockApi({});
    renderAt(<ComparisonScreen />, {
      path: '/contract-analysis/comparacao',
      entry: `/contract-analysis/comparacao?id=${VERSION_ID}`,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Não encontrado.');
  });
});

describe('NewVersionScreen', () => {
  beforeEach(() => {
    vi.mocked(pasteContract).mockReset();
    vi.mocked(followAnalysis).mockReset();
  });

  it('sends the revised text as a version of the analysis, follows it, then opens the comparison', async () => {
    vi.mocked(pasteContract).mockResolvedValue({ userServiceId: VERSION_ID, status: 'queued' });
    const done: TContractStatus = {
      userServiceId: VERSION_ID,
      status: 'done',
      progress: { stage: 'calculando nota', percent: 100 },
      preview: { ...preview, userServiceId: VERSION_ID },
    };
    vi.mocked(followAnalysis).mockResolvedValue(done);
    const user = userEvent.setup();
    renderAt(<NewVersionScreen />, {
      path: '/contract-analysis/nova-versao',
      entry: `/contract-analysis/nova-versao?id=${ANALYSIS_ID}`,
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Comparar com nova versão');
    await user.click(screen.getByRole('button', { name: 'Colar o texto do contrato' }));
    const lease = `CONTRATO DE LOCAÇÃO RESIDENCIAL. ${'O LOCADOR dá em locação à LOCATÁRIA o imóvel. '.repeat(6)}`;
    await user.click(screen.getByLabelText('Texto do contrato'));
    await user.paste(lease);
    await user.click(screen.getByRole('button', { name: 'Analisar o texto' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        `/contract-analysis/comparacao?id=${VERSION_ID}`,
      ),
    );
    expect(pasteContract).toHaveBeenCalledWith(lease, {
      signal: expect.anything(),
      path: `/contracts/${ANALYSIS_ID}/versions`,
    });
  });

  it('asks to start from an analysis when opened without one', () => {
    renderAt(<NewVersionScreen />, { path: '/contract-analysis/nova-versao' });
    expect(screen.getByRole('alert')).toHaveTextContent('Abra a análise que quer comparar');
  });
});

describe('"Minhas análises" with versions', () => {
  it('shows one item with its versions, newest first, each openable and compared', async () => {
    useAuthStore.setState({
      user: {
        id: 'u1',
        name: 'Maria Souza',
        email: 'maria@empresa.com.br',
        hasFeedback: false,
        emailVerified: true,
        mailDelivery: 'email',
      },
    });
    const version = (id: string, day: number, score: number | null) => ({
      userServiceId: id,
      fileName: `locacao-v${day}.docx`,
      createdAt: `2026-11-2${day}T10:00:00.000Z`,
      status: score === null ? 'processing' : 'done',
      score,
      band: score === null ? null : 'Atenção',
    });
    mockApi({
      'GET /api/contracts': () => ({
        body: {
          analyses: [
            {
              ...version(ANALYSIS_ID, 1, 48),
              band: 'Crítico',
              contractType: 'Locação',
              lawyerRequest: null,
              versions: [
                version('44444444-4444-4444-8444-444444444444', 3, null),
                version(VERSION_ID, 2, 71),
              ],
            },
          ],
        },
      }),
    });
    const user = userEvent.setup();
    renderAt(<HistoryScreen />, { path: '/contract-analysis/history' });
    expect(await screen.findByText('3 versões')).toBeInTheDocument();
    expect(screen.getByText('Versão 3').closest('li')).toHaveTextContent('Em análise');
    expect(screen.queryByRole('link', { name: 'Ver o que mudou na versão 3' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Abrir a análise da versão 2' })).toHaveAttribute(
      'href',
      `/contract-analysis/results?id=${VERSION_ID}`,
    );
    // A new version is compared with the newest finished one.
    expect(
      screen.getByRole('link', {
        name: 'Comparar com nova versão: locacao-v1.docx',
      }),
    ).toHaveAttribute('href', `/contract-analysis/nova-versao?id=${VERSION_ID}`);
    await user.click(screen.getByRole('link', { name: 'Ver o que mudou na versão 2' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(
      `/contract-analysis/comparacao?id=${VERSION_ID}`,
    );
  });
});
