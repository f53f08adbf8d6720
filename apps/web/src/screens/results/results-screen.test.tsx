import type { TFinding, TResults } from '@contrato-claro/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../stores/auth';
import { mockApi, waitForEvents } from '../../test/api-mock';
import { ANALYSIS_ID, lawyerAnswer, results as baseResults } from '../../test/fixtures';
import { renderAt } from '../../test/router';
import { ResultsScreen } from './results-screen';

const text =
  'CLÁUSULA 1 – DO OBJETO. Locação do imóvel.\nCLÁUSULA 2 – DA MULTA. Multa de 50% do valor total.';
const penaltyStart = text.indexOf('Multa de 50%');

const finding: TFinding = {
  id: 'f-multa',
  rule: 'multa-excessiva',
  criterion: 'keyValuesAnalysis',
  title: 'Multa desproporcional',
  description: 'A multa passa do razoável para este tipo de contrato.',
  severity: 'alta',
  consequence: 'dinheiro',
  points: 20,
  clause: {
    ref: 'Cláusula 2ª',
    page: 1,
    excerpt: 'Multa de 50% do valor total.',
    start: penaltyStart,
    end: text.length,
  },
  recommendation: 'Negocie uma multa proporcional ao tempo restante.',
  legalBasis: {
    id: 'cc-413',
    law: 'Código Civil',
    article: '413',
    rule: 'A penalidade deve ser reduzida equitativamente.',
  },
};

const results: TResults = {
  ...baseResults,
  text,
  keyValuesAnalysis: { score: 40, band: 'Crítico', summary: 'Multa alta.', findings: [finding] },
  breakdown: {
    ...baseResults.breakdown,
    findings: [{ id: 'f-multa', points: 28 }],
    criteria: baseResults.breakdown.criteria.map((row) =>
      row.criterion === 'keyValuesAnalysis' ? { ...row, points: 28 } : row,
    ),
  },
  defaultClauses: {
    ...baseResults.defaultClauses,
    items: [
      { key: 'objeto', label: 'Objeto', expected: true, present: true, clauseRef: 'Cláusula 1ª' },
      { key: 'foro', label: 'Foro', expected: true, present: false },
      { key: 'confidencialidade', label: 'Confidencialidade', expected: false, present: false },
    ],
  },
  importantDates: [
    {
      kind: 'fim',
      label: 'Fim da vigência',
      text: 'até 31/12/2027',
      date: '2027-12-31',
      clauseRef: 'Cláusula 3ª',
      start: 0,
      end: 5,
    },
    {
      kind: 'aviso_previo',
      label: 'Aviso prévio',
      text: '30 dias antes',
      date: null,
      clauseRef: 'Cláusula 4ª',
      start: 10,
      end: 15,
    },
    {
      kind: 'vencimento',
      label: 'Vencimento dos pagamentos',
      text: '5º dia útil de cada mês',
      date: null,
      clauseRef: 'Cláusula 5ª',
      start: 20,
      end: 25,
      monthly: { day: 5, businessDay: true },
    },
    {
      kind: 'inicio',
      label: 'Início',
      text: 'a partir de 01/01/2026',
      date: '2026-01-01',
      clauseRef: 'Cláusula 3ª',
      start: 20,
      end: 25,
    },
  ],
  entities: {
    ...baseResults.entities,
    money: [
      {
        text: 'R$ 2.500,00',
        start: 30,
        end: 41,
        value: 2500,
        inWords: null,
        context: 'aluguel mensal',
      },
    ],
  },
};

const path = '/contract-analysis/results';
const search = `?id=${ANALYSIS_ID}`;

function renderResults(state: unknown = results, query = search) {
  return renderAt(<ResultsScreen />, { path, entry: { pathname: path, search: query, state } });
}

describe('ResultsScreen', () => {
  it('says a scan was read by OCR and, when read poorly, marks the values and dates to check', () => {
    renderResults({
      ...results,
      pageCount: 3,
      ocr: { pages: [2, 3], confidence: 78.5, lowQualityPages: [3] },
      importantDates: [{ ...results.importantDates[0]!, needsCheck: true }],
      entities: {
        ...results.entities,
        money: [{ ...results.entities.money[0]!, needsCheck: true }],
      },
    });
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent(
      'As páginas 2 e 3 são digitalizadas e foram lidas da imagem por reconhecimento de texto (OCR).',
    );
    expect(note).toHaveTextContent(
      'Parte do texto foi lida com baixa qualidade; confira os valores e datas destacados.',
    );
    expect(screen.getAllByText('Confira no documento')).toHaveLength(2);
    expect(
      screen.getByText(/^É o texto que o reconhecimento de texto \(OCR\) leu/u),
    ).toBeInTheDocument();
  });

  it('says nothing about OCR for a text document', () => {
    renderResults();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(screen.queryByText('Confira no documento')).not.toBeInTheDocument();
  });

  it('answers "what should worry me?" first, then why the score, with every point folded below', async () => {
    const user = userEvent.setup();
    renderResults();
    expect(document.title).toBe('Análise detalhada · Contrato Claro');
    expect(screen.getByRole('img', { name: 'Nota geral: 72 de 100, Atenção' })).toBeInTheDocument();

    const top = screen.getByRole('region', { name: 'O que mais preocupa' });
    const point = within(top).getByRole('listitem', { name: 'Multa desproporcional' });
    expect(point).toHaveTextContent('1º ponto');
    expect(
      within(point).getByRole('button', { name: 'Multa desproporcional' }),
    ).toHaveAccessibleDescription('Abre os detalhes deste ponto');
    expect(point).toHaveTextContent('Gravidade: Alta');
    expect(point).toHaveTextContent(
      'O que significa: A multa passa do razoável para este tipo de contrato.',
    );
    expect(point).toHaveTextContent(
      'O que pedir: Negocie uma multa proporcional ao tempo restante.',
    );
    expect(point).toHaveTextContent('Cláusula 2ª · pág. 1');

    const why = screen.getByRole('region', { name: 'Por que esta nota?' });
    expect(why).toHaveTextContent(
      'Cada tipo de problema tira pontos da nota uma vez; os graves, mais.',
    );
    expect(why).toHaveTextContent('A nota geral é 72.');
    const movers = within(why).getByRole('list', { name: 'O que tirou pontos da nota' });
    expect(
      within(movers)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Multa desproporcionalGravidade alta · dinheiro em risco−28 pontos']);
    const rows = within(why).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual([
      'Contradição',
      'Riscos financeiros',
      'Datas importantes',
      'Equilíbrio contratual',
      'Objetividade, erros e repetições',
      'Clausulas padrões',
      'Cláusulas atípicas',
    ]);
    expect(rows[1]).toHaveTextContent(
      'Riscos financeirostirou 28 pontos da nota geral40/100Crítico',
    );
    expect(rows[0]).toHaveTextContent('Contradiçãonão tirou pontos da nota geral');

    // Every point, by criterion, only when asked.
    expect(screen.queryByRole('region', { name: 'Riscos financeiros' })).not.toBeInTheDocument();
    const showAll = screen.getByRole('button', { name: 'Ver o ponto encontrado' });
    expect(showAll).toHaveAttribute('aria-expanded', 'false');
    await user.click(showAll);
    expect(showAll).toHaveAttribute('aria-expanded', 'true');
    const criterion = screen.getByRole('region', { name: 'Riscos financeiros' });
    expect(within(criterion).getByText('40/100')).toBeInTheDocument();
    const card = within(criterion).getByRole('article', { name: 'Multa desproporcional' });
    expect(card).toHaveTextContent('Tira 20 pontos de Riscos financeiros');
    expect(card).toHaveTextContent('Multa de 50% do valor total.');
    expect(card).toHaveTextContent(
      'Código Civil, art. 413 — A penalidade deve ser reduzida equitativamente.',
    );
    expect(screen.getAllByText('Nenhum problema encontrado neste critério.')).toHaveLength(6);
  });

  it('shows the dates, values and checklist', () => {
    renderResults();
    const nav = within(screen.getByRole('navigation', { name: 'Seções da análise' }));
    expect(nav.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '#por-que-esta-nota',
      '#datas',
      '#valores',
      '#checklist',
      '#texto',
    ]);
    const timeline = within(screen.getByRole('region', { name: 'Linha do tempo das datas' }));
    expect(
      timeline.getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent),
    ).toEqual([
      '01/01/2026 · Início',
      '31/12/2027 · Fim da vigência',
      'Data não calculável · Aviso prévio',
      // A monthly date has a day, only not one date.
      '5º dia útil de cada mês · Vencimento dos pagamentos',
    ]);

    const values = within(screen.getByRole('region', { name: 'Valores' }));
    expect(values.getByRole('listitem')).toHaveTextContent(/R\$\s2\.500,00\s*aluguel mensal/);

    const checklist = within(
      screen.getByRole('region', { name: 'Checklist das cláusulas padrões' }),
    );
    expect(checklist.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'ObjetoPresente · Cláusula 1ª',
      'ForoAusente',
      'ConfidencialidadeNão se aplica',
    ]);
  });

  it('says which problem took the contract down to its band', () => {
    renderResults({
      ...results,
      finalScore: { ...results.finalScore, score: 79, band: 'Atenção' },
      breakdown: {
        ...results.breakdown,
        ceiling: { id: 'f-multa', band: 'Atenção', high: 79 },
        findings: [{ id: 'f-multa', points: 21 }],
        score: 79,
      },
    });
    const why = screen.getByRole('region', { name: 'Por que esta nota?' });
    expect(why).toHaveTextContent(
      'Multa desproporcional: um problema a negociar, que põe o contrato em Atenção (a nota parte de 79). A nota geral é 79.',
    );
  });

  it('lists the two findings that took the most points and sums up the others', () => {
    const many = Array.from({ length: 4 }, (_, i) => ({
      ...finding,
      id: `f-${i}`,
      title: `Problema ${i + 1}`,
    }));
    renderResults({
      ...results,
      keyValuesAnalysis: { ...results.keyValuesAnalysis, findings: many },
      breakdown: {
        ...results.breakdown,
        findings: many.map((item, i) => ({ id: item.id, points: 10 - i })),
      },
    });
    const why = screen.getByRole('region', { name: 'Por que esta nota?' });
    const items = within(
      within(why).getByRole('list', { name: 'O que tirou pontos da nota' }),
    ).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Problema 1');
    expect(items[2]).toHaveTextContent('Mais 2 problemas, listados abaixo−15 pontos');
  });

  it('gives each criterion one label: never "Crítica" beside "Atenção 75/100"', async () => {
    const user = userEvent.setup();
    renderResults({
      ...results,
      exoticClauses: {
        score: 75,
        band: 'Atenção',
        summary: 'Uma cláusula atípica.',
        findings: [{ ...finding, id: 'f-exotica', criterion: 'exoticClauses', points: 25 }],
        status: 'critica',
        count: 1,
      },
    });
    await user.click(screen.getByRole('button', { name: /^Ver todos os 2 pontos$/u }));
    const exotic = screen.getByRole('region', { name: 'Cláusulas atípicas' });
    expect(within(exotic).getByText('75/100')).toBeInTheDocument();
    expect(within(exotic).getByText('Atenção')).toBeInTheDocument();
    expect(screen.getByRole('main')).not.toHaveTextContent(/Crítica/u);
  });

  it('opens at the criterion tapped in the preview (the fragment of the URL)', async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    renderAt(<ResultsScreen />, {
      path,
      entry: { pathname: path, search, hash: '#riscos-financeiros', state: results },
    });
    const heading = screen.getByRole('heading', { name: 'Riscos financeiros', level: 3 });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(scrollIntoView.mock.contexts[0]).toBe(heading);
    expect(screen.getByRole('button', { name: 'Ver o ponto encontrado' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('highlights the clause of each finding and scrolls to it when asked', async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const user = userEvent.setup();
    renderResults();

    const textBox = screen.getByRole('region', { name: 'Texto do contrato' });
    expect(textBox).toHaveAttribute('tabindex', '0');
    const mark = textBox.querySelector('mark');
    expect(mark).toHaveTextContent('Multa de 50% do valor total.');
    expect(mark?.textContent).toContain('Trecho com ponto de atenção: Multa desproporcional');

    await user.click(screen.getByRole('button', { name: 'Multa desproporcional' }));
    await user.click(screen.getByRole('button', { name: 'Ver no texto: Cláusula 2ª · pág. 1' }));
    expect(scrollIntoView.mock.contexts.at(-1)).toBe(mark);
    expect(mark).toHaveFocus();
  });

  describe('"Isto está errado?"', () => {
    const url = `POST /api/services/score/results/${ANALYSIS_ID}/feedback`;

    it('asks what is wrong, sends it for review and says so, focus on the confirmation', async () => {
      const sent: unknown[] = [];
      mockApi({
        [url]: (body) => {
          sent.push(body);
          return {
            status: 201,
            body: { findingId: 'f-multa', reportedAt: '2026-11-22T10:00:00.000Z' },
          };
        },
      });
      const user = userEvent.setup();
      renderResults();
      await user.click(screen.getByRole('button', { name: 'Ver o ponto encontrado' }));
      await user.click(
        screen.getByRole('button', { name: 'Isto está errado?: Multa desproporcional' }),
      );
      const dialog = await screen.findByRole('dialog', { name: 'Isto está errado?' });
      await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Escolha um motivo.');
      expect(sent).toEqual([]);

      await user.click(within(dialog).getByRole('radio', { name: 'A gravidade está exagerada' }));
      await user.type(within(dialog).getByLabelText('Comentário (opcional)'), 'A multa é de 2%.');
      await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
      const confirmation = await screen.findByText('Enviado para revisão. Obrigado!');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(sent).toEqual([
        { findingId: 'f-multa', reason: 'gravidade_exagerada', comment: 'A multa é de 2%.' },
      ]);
      await waitFor(() => expect(confirmation.closest('p')).toHaveFocus());
    });

    it('says a problem was already reported when the results say so', async () => {
      const user = userEvent.setup();
      renderResults({ ...results, reportedFindingIds: ['f-multa'] });
      await user.click(screen.getByRole('button', { name: 'Ver o ponto encontrado' }));
      expect(screen.getByText('Enviado para revisão. Obrigado!')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Isto está errado/u })).not.toBeInTheDocument();
    });

    it('keeps the dialog open with the reason when sending fails', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      const api = mockApi({});
      api.mockRejectedValue(new TypeError('Failed to fetch'));
      const user = userEvent.setup();
      renderResults();
      await user.click(screen.getByRole('button', { name: 'Ver o ponto encontrado' }));
      await user.click(screen.getByRole('button', { name: /^Isto está errado\?/u }));
      const dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getByRole('radio', { name: 'Outro motivo' }));
      await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        'Você está sem conexão com a internet.',
      );
    });
  });

  it('gives focus back to the control that opened a dialog', async () => {
    const user = userEvent.setup();
    renderResults();
    const opener = screen.getByRole('button', { name: 'Excluir análise' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Excluir esta análise?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('offline, says so and loads the results by itself once the connection is back', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let isOffline = true;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => !isOffline);
    const api = mockApi({
      [`GET /api/services/score/results/${ANALYSIS_ID}`]: () => ({ body: results }),
    });
    const answer = api.getMockImplementation()!;
    api.mockImplementation(async (...args) => {
      if (isOffline) throw new TypeError('Failed to fetch');
      return answer(...args);
    });
    renderResults(null);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Você está sem conexão com a internet.');
    expect(alert).toHaveTextContent('Tentaremos de novo assim que a conexão voltar.');
    isOffline = false;
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByRole('img', { name: /Nota geral: 72/u })).toBeInTheDocument();
  });

  it('fetches the results by the id of the URL when there is no navigation state', async () => {
    const spy = mockApi({
      [`GET /api/services/score/results/${ANALYSIS_ID}`]: () => ({ body: results }),
    });
    renderResults(null);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Análise detalhada' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Nota geral: 72/ })).toBeInTheDocument();
    expect(spy).toHaveBeenCalledOnce();
  });

  it("shows the server's message when the fetch fails, and retries", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let calls = 0;
    mockApi({
      [`GET /api/services/score/results/${ANALYSIS_ID}`]: () =>
        ++calls === 1
          ? {
              status: 403,
              body: { error: 'FORBIDDEN', message: 'Você não tem permissão para esta ação.' },
            }
          : { body: results },
    });
    const user = userEvent.setup();
    renderResults(null);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Você não tem permissão para esta ação.',
    );
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('img', { name: /Nota geral/ })).toBeInTheDocument();
  });

  it('sends the person to / without results nor an id', () => {
    renderResults(null, '');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('opens the lawyer modal from the "Consultar advogado" action', async () => {
    useAuthStore.setState({
      user: {
        id: 'user-9',
        name: 'Ana',
        email: 'ana@x.com',
        hasFeedback: false,
        emailVerified: true,
        mailDelivery: 'email',
      },
    });
    const api = mockApi({
      'PUT /api/users/feedback/wants-lawyer-contact': () => ({
        body: lawyerAnswer,
      }),
    });
    const user = userEvent.setup();
    renderResults();
    await user.click(
      within(screen.getByRole('main')).getByRole('button', { name: 'Consultar advogado' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Entraremos em contato em até 4 horas.');
    await user.click(within(dialog).getByRole('button', { name: 'Sim' }));
    expect(
      await screen.findByText(/^Pedido enviado .* por telefone ou WhatsApp, no \(11\) 9…-4321\.$/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect((await waitForEvents(api))[0]).toMatchObject({
      event: 'Lawyer Consultation Requested',
      properties: { userId: 'user-9', source: 'results_button' },
    });
  });

  it('deletes the analysis after confirmation and goes back to /', async () => {
    const spy = mockApi({ [`DELETE /api/contracts/${ANALYSIS_ID}`]: () => ({ status: 204 }) });
    const user = userEvent.setup();
    renderResults();
    await user.click(screen.getByRole('button', { name: 'Excluir análise' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir esta análise?' });
    expect(spy).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Excluir definitivamente' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(spy).toHaveBeenCalledOnce();
  });

  describe('a contract with versions', () => {
    const PREVIOUS_ID = '99999999-9999-4999-8999-999999999999';
    const later: TResults = {
      ...results,
      version: { previousId: PREVIOUS_ID, number: 2, count: 3 },
    };
    const compareName = 'Ver o que mudou desde a versão anterior';

    it('says which version it is and, on a later one, links to what changed since the one before', () => {
      renderResults(later);
      expect(screen.getByText(/Versão 2 de 3/u)).toBeVisible();
      expect(screen.getByRole('link', { name: compareName })).toHaveAttribute(
        'href',
        `/contract-analysis/comparacao?id=${ANALYSIS_ID}`,
      );
    });

    it('has no comparison on a first version, and says nothing of versions without any', () => {
      const { unmount } = renderResults({
        ...results,
        version: { previousId: null, number: 1, count: 3 },
      });
      expect(screen.getByText('Versão 1 de 3')).toBeVisible();
      expect(screen.queryByRole('link', { name: compareName })).toBeNull();
      unmount();
      renderResults();
      expect(screen.queryByText(/Versão \d/u)).toBeNull();
    });

    it('deletes a later version alone, then shows "Minhas análises" with the others', async () => {
      const spy = mockApi({ [`DELETE /api/contracts/${ANALYSIS_ID}`]: () => ({ status: 204 }) });
      const user = userEvent.setup();
      renderResults(later);
      await user.click(screen.getByRole('button', { name: 'Excluir esta versão' }));
      const dialog = await screen.findByRole('dialog', { name: 'Excluir esta versão?' });
      expect(dialog).toHaveTextContent(/A versão 2, .* as outras versões continuam/u);
      await user.click(within(dialog).getByRole('button', { name: 'Excluir definitivamente' }));
      await waitFor(() =>
        expect(screen.getByTestId('location')).toHaveTextContent('/contract-analysis/history'),
      );
      expect(spy).toHaveBeenCalledOnce();
    });

    it('warns that deleting the first version deletes every version', async () => {
      const user = userEvent.setup();
      renderResults({ ...results, version: { previousId: null, number: 1, count: 3 } });
      await user.click(screen.getByRole('button', { name: 'Excluir análise' }));
      const dialog = await screen.findByRole('dialog', { name: 'Excluir esta análise?' });
      expect(dialog).toHaveTextContent('A análise e suas 3 versões');
    });
  });

  it('keeps the confirmation open with the message when the deletion fails', async () => {
    mockApi({
      [`DELETE /api/contracts/${ANALYSIS_ID}`]: () => ({
        status: 404,
        body: { error: 'NOT_FOUND', message: 'Não encontrado.' },
      }),
    });
    const user = userEvent.setup();
    renderResults();
    await user.click(screen.getByRole('button', { name: 'Excluir análise' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Excluir definitivamente' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Não encontrado.');
  });

  describe('"Você é:" — the reader side', () => {
    const parties = [
      { key: 'locador', role: 'LOCADOR', name: 'JOÃO CARLOS MENDES' },
      { key: 'locatario', role: 'LOCATÁRIO', name: 'MARIANA COSTA LIMA' },
    ];
    const neutral: TResults = { ...results, parties, side: null };
    const forTenant: TResults = {
      ...neutral,
      side: 'locatario',
      finalScore: {
        score: 61,
        band: 'Atenção',
        resumo_contrato:
          'Você, como locatário, fica com a nota 61 (Atenção), principalmente por: multa desproporcional.',
      },
      keyValuesAnalysis: {
        ...neutral.keyValuesAnalysis,
        score: 30,
        findings: [{ ...finding, points: 30, burdens: ['locatario'], readerStance: 'contra' }],
      },
    };
    const forLandlord: TResults = {
      ...neutral,
      side: 'locador',
      finalScore: {
        score: 90,
        band: 'Satisfatório',
        resumo_contrato:
          'Você, como locador, fica com a nota 90 (Satisfatório): não encontramos pontos contra você. A seu favor: multa desproporcional.',
      },
      keyValuesAnalysis: {
        score: 100,
        band: 'Satisfatório',
        summary: 'Nenhum ponto contra você; 1 ponto a seu favor.',
        findings: [{ ...finding, points: 0, burdens: ['locatario'], readerStance: 'a_favor' }],
      },
    };
    const url = `PUT /api/services/score/results/${ANALYSIS_ID}/side`;

    it('offers the sides found and a neutral choice, as a labelled radio group', () => {
      renderResults(neutral);
      const group = screen.getByRole('group', { name: 'Você é:' });
      expect(
        within(group)
          .getAllByRole('radio')
          .map((radio) => radio.parentElement?.textContent),
      ).toEqual(['Sou o LOCADOR', 'Sou o LOCATÁRIO', 'Prefiro uma análise neutra']);
      expect(
        within(group).getByRole('radio', { name: 'Prefiro uma análise neutra' }),
      ).toBeChecked();
      expect(group).toHaveAccessibleDescription(/Recalculamos a nota para a sua parte/u);
    });

    it('re-weighs scores, summary and findings for the chosen side, and back to neutral', async () => {
      const sent: unknown[] = [];
      mockApi({
        [url]: (body) => {
          sent.push(body);
          const side = (body as { side: string | null }).side;
          return {
            body: side === 'locatario' ? forTenant : side === 'locador' ? forLandlord : neutral,
          };
        },
      });
      const user = userEvent.setup();
      renderResults(neutral);
      const group = screen.getByRole('group', { name: 'Você é:' });

      await user.click(within(group).getByRole('radio', { name: 'Sou o LOCATÁRIO' }));
      expect(
        await screen.findByText(/^Você, como locatário, fica com a nota 61/u),
      ).toBeInTheDocument();
      expect(
        screen.getByRole('img', { name: 'Nota geral: 61 de 100, Atenção' }),
      ).toBeInTheDocument();
      expect(within(group).getByRole('radio', { name: 'Sou o LOCATÁRIO' })).toBeChecked();
      await user.click(screen.getByRole('button', { name: 'Ver o ponto encontrado' }));
      const tenantCard = within(
        screen.getByRole('region', { name: 'Riscos financeiros' }),
      ).getByRole('article');
      expect(tenantCard).toHaveTextContent('Gravidade: Alta');
      expect(tenantCard).toHaveTextContent('Para você: Contra você');

      await user.click(within(group).getByRole('radio', { name: 'Sou o LOCADOR' }));
      expect(await screen.findByText(/^Você, como locador/u)).toBeInTheDocument();
      const criterion = screen.getByRole('region', { name: 'Riscos financeiros' });
      expect(within(criterion).getByText('100/100')).toBeInTheDocument();
      expect(within(criterion).getByText('1 a seu favor')).toBeInTheDocument();
      const card = within(criterion).getByRole('article');
      expect(card).toHaveTextContent('Para você: A seu favor');
      // In the reader's favour: never one of the points that worry them.
      expect(
        within(screen.getByRole('region', { name: 'O que mais preocupa' })).queryByRole('listitem'),
      ).not.toBeInTheDocument();
      expect(card).not.toHaveTextContent('Gravidade');

      await user.click(within(group).getByRole('radio', { name: 'Prefiro uma análise neutra' }));
      expect(
        await screen.findByRole('img', { name: 'Nota geral: 72 de 100, Atenção' }),
      ).toBeInTheDocument();
      expect(sent).toEqual([{ side: 'locatario' }, { side: 'locador' }, { side: null }]);
    });

    it('keeps the current analysis and says so when the change fails', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      mockApi({
        [url]: () => ({
          status: 400,
          body: {
            error: 'VALIDATION',
            message: 'Dados inválidos.',
            details: ['side: Esta parte não aparece neste contrato'],
          },
        }),
      });
      const user = userEvent.setup();
      renderResults(neutral);
      await user.click(screen.getByRole('radio', { name: 'Sou o LOCATÁRIO' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(/./u);
      expect(screen.getByRole('radio', { name: 'Prefiro uma análise neutra' })).toBeChecked();
      expect(
        screen.getByRole('img', { name: 'Nota geral: 72 de 100, Atenção' }),
      ).toBeInTheDocument();
    });

    it('shows no choice when the contract does not name two sides', () => {
      renderResults({ ...results, parties: [] });
      expect(screen.queryByRole('group', { name: 'Você é:' })).not.toBeInTheDocument();
    });
  });
});
