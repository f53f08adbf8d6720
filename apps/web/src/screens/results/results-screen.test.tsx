import type { TFinding, TResults } from '@contrato-claro/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../stores/auth';
import { mockApi, waitForEvents } from '../../test/api-mock';
import { ANALYSIS_ID, results as baseResults } from '../../test/fixtures';
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
  it('shows the gauge, each criterion with its findings, the dates, values and checklist', () => {
    renderResults();
    expect(screen.getByRole('img', { name: 'Nota geral: 72 de 100, Atenção' })).toBeInTheDocument();

    const nav = within(screen.getByRole('navigation', { name: 'Seções da análise' }));
    expect(nav.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '#criterios',
      '#datas',
      '#valores',
      '#checklist',
      '#texto',
    ]);

    const criterion = screen.getByRole('region', { name: 'Riscos financeiros' });
    expect(within(criterion).getByText('40/100')).toBeInTheDocument();
    expect(within(criterion).getByText('Crítico')).toBeInTheDocument();
    const card = within(criterion).getByRole('article');
    expect(card).toHaveTextContent('Gravidade: Alta');
    expect(card).toHaveTextContent('Cláusula 2ª · pág. 1');
    expect(card).toHaveTextContent('Multa de 50% do valor total.');
    expect(card).toHaveTextContent('Negocie uma multa proporcional ao tempo restante.');
    expect(card).toHaveTextContent(
      'Código Civil, art. 413 — A penalidade deve ser reduzida equitativamente.',
    );
    expect(screen.getAllByText('Nenhum problema encontrado neste critério.')).toHaveLength(6);

    const timeline = within(screen.getByRole('region', { name: 'Linha do tempo das datas' }));
    expect(
      timeline.getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent),
    ).toEqual([
      '01/01/2026 · Início',
      '31/12/2027 · Fim da vigência',
      'Data não calculável · Aviso prévio',
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

    await user.click(screen.getByRole('button', { name: 'Ver no texto: Multa desproporcional' }));
    expect(scrollIntoView).toHaveBeenCalledOnce();
    expect(scrollIntoView.mock.contexts[0]).toBe(mark);
    expect(mark).toHaveFocus();
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
      user: { id: 'user-9', name: 'Ana', email: 'ana@x.com', hasFeedback: false },
    });
    const api = mockApi({
      'PUT /api/users/feedback/wants-lawyer-contact': () => ({
        body: { wantsLawyerContact: true, dueAt: '2026-11-22T14:00:00.000Z' },
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
      await screen.findByText(/um advogado entrará em contato em até 4 horas/),
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
      expect(group).toHaveAccessibleDescription(/recalculamos a nota para você/u);
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
