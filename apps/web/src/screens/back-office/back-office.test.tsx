import type { TFunnelResponse, TLeadListResponse, TStaffMember } from '@contrato-claro/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/api-mock';
import { renderAt } from '../../test/router';
import { FunnelScreen } from './funnel-screen';
import { StaffSessionContext } from '../staff/staff-session';
import { LeadsScreen } from './leads-screen';

const LEAD_ID = '11111111-1111-4111-8111-111111111111';
const LEADS: TLeadListResponse = {
  total: 1,
  page: 1,
  pageSize: 25,
  leads: [
    {
      id: LEAD_ID,
      qualifiedAt: '2026-11-10T13:00:00.000Z',
      businessSegment: 'Saúde',
      employeesNumber: '1-10',
      status: 'qualified_lead',
      hasRequestedLawyer: true,
      clickedCriterion: 'Riscos financeiros',
      analysis: { id: '22222222-2222-4222-8222-222222222222', contractType: 'Locação', score: 42 },
    },
  ],
};

const steps = (...counts: number[]) => ({
  uploads: counts[0]!,
  previews: counts[1]!,
  detailClicks: counts[2]!,
  leads: counts[3]!,
  lawyerRequests: counts[4]!,
  contacted: counts[5]!,
});
const FUNNEL: TFunnelResponse = {
  totals: steps(40, 30, 12, 8, 4, 3),
  periods: [
    {
      period: '2026-11-09',
      steps: steps(40, 30, 12, 8, 4, 3),
      takeaways: { report: 5, calendar: 2, message: 1, redline: 4, comparison: 3 },
    },
  ],
  bySegment: [
    { label: 'Saúde', steps: steps(4, 4, 2, 2, 1, 1) },
    { label: null, steps: steps(36, 26, 10, 0, 0, 0) },
  ],
  byContractType: [{ label: 'Locação', steps: steps(40, 30, 12, 8, 4, 3) }],
  takeaways: { report: 5, calendar: 2, message: 1, redline: 4, comparison: 3 },
  health: {
    days: [{ day: '2026-11-10', analyses: 41, failed: 1 }],
    failures: [{ code: 'NO_TEXT_FOUND', count: 1 }],
    medianSecondsToPreview: 12.5,
  },
};

describe('/equipe/leads', () => {
  it('lists leads, applies filters through the URL, saves a status and opens a contact', async () => {
    const user = userEvent.setup();
    const base = '/api/staff/leads?from=2026-11-01&to=2026-11-30';
    const api = mockApi({
      [`GET ${base}&page=1`]: () => ({ body: LEADS }),
      [`GET ${base}&segment=Sa%C3%BAde&lawyer=sim&page=1`]: () => ({ body: LEADS }),
      [`PATCH /api/staff/leads/${LEAD_ID}`]: () => ({ status: 204 }),
      [`GET /api/staff/leads/${LEAD_ID}`]: () => ({
        body: {
          id: LEAD_ID,
          name: 'Ana Souza',
          email: 'ana@example.com',
          cellphone: '(11) 98765-4321',
          companyName: null,
        },
      }),
    });
    renderAt(<LeadsAs role="advogado" />, {
      path: '/equipe/leads',
      entry: '/equipe/leads?from=2026-11-01&to=2026-11-30',
    });

    const card = await screen.findByRole('article');
    // The CSV of every lead is an admin's.
    expect(screen.queryByRole('button', { name: /CSV/u })).toBeNull();
    expect(within(card).getByText('Riscos financeiros')).toBeVisible();
    expect(within(card).getByText('Locação')).toBeVisible();
    expect(screen.getByText('1 lead encontrado')).toBeVisible();
    expect(screen.queryByText('Ana Souza')).toBeNull();

    await user.selectOptions(screen.getByLabelText('Segmento'), 'Saúde');
    await user.selectOptions(screen.getByLabelText('Pediu advogado'), 'sim');
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    await screen.findByRole('article');
    expect(api).toHaveBeenCalledWith(
      `${base}&segment=Sa%C3%BAde&lawyer=sim&page=1`,
      expect.anything(),
    );

    await user.selectOptions(screen.getByLabelText('Status do lead'), 'contatado');
    expect(await screen.findByText('Status salvo.')).toBeVisible();
    const put = api.mock.calls.find(([, init]) => init?.method === 'PATCH')!;
    expect(JSON.parse(String(put[1]!.body))).toEqual({ status: 'contatado' });

    await user.click(screen.getByRole('button', { name: 'Ver contato' }));
    expect(await screen.findByText('Ana Souza')).toBeVisible();
    expect(screen.getByRole('link', { name: 'WhatsApp: Ana Souza' })).toHaveAttribute(
      'href',
      'https://wa.me/5511987654321',
    );
    expect(screen.getByRole('link', { name: /\(11\) 98765-4321/u })).toHaveAttribute(
      'href',
      'tel:+5511987654321',
    );
  });
});

describe('/equipe/leads for an admin', () => {
  it('offers the CSV export of the filtered leads', async () => {
    const base = '/api/staff/leads?from=2026-11-01&to=2026-11-30';
    mockApi({ [`GET ${base}&page=1`]: () => ({ body: LEADS }) });
    renderAt(<LeadsAs role="admin" />, {
      path: '/equipe/leads',
      entry: '/equipe/leads?from=2026-11-01&to=2026-11-30',
    });
    await screen.findByRole('article');
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeVisible();
  });
});

/** The leads screen inside a staff session of `role`. */
function LeadsAs({ role }: { role: TStaffMember['role'] }) {
  const member: TStaffMember = {
    id: 'm1',
    email: 'equipe@example.com',
    name: 'Equipe',
    role,
    isActive: true,
    hasJoined: true,
  };
  return (
    <StaffSessionContext.Provider value={{ member, logOut: async () => undefined }}>
      <LeadsScreen />
    </StaffSessionContext.Provider>
  );
}

describe('/equipe/funil', () => {
  it('shows each step with its conversion, how it is counted, and a table beside each chart', async () => {
    mockApi({
      'GET /api/staff/funnel?from=2026-11-01&to=2026-11-30&granularity=semana': () => ({
        body: FUNNEL,
      }),
    });
    renderAt(<FunnelScreen />, {
      path: '/equipe/funil',
      entry: '/equipe/funil?from=2026-11-01&to=2026-11-30&granularity=semana',
    });
    const overview = await screen.findByRole('table', { name: 'Etapas no período' });
    const row = within(overview).getByRole('row', { name: /Cadastros \(leads\)/u });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['8', '66,7%']);
    expect(screen.getByRole('img', { name: /quantidade em cada etapa/u })).toBeVisible();
    expect(screen.getByRole('table', { name: 'Por semana do envio' })).toBeVisible();
    const bySegment = screen.getByRole('table', { name: 'Por segmento' });
    expect(within(bySegment).getByRole('row', { name: /Sem cadastro/u })).toBeVisible();
    // What they took away, the contract with suggestions and the compared versions included.
    const takeaways = screen.getByRole('table', { name: 'O que levaram da análise' });
    expect(
      within(takeaways)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Semana de',
      'Relatório em PDF',
      'Datas no calendário',
      'Mensagem à outra parte',
      'Contrato com sugestões (Word)',
      'Nova versão comparada',
    ]);
    expect(
      within(within(takeaways).getByRole('row', { name: /09\/11/u }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['5', '2', '1', '4', '3']);
    expect(
      screen.getByRole('img', { name: /contratos com sugestões e versões comparadas/u }),
    ).toBeVisible();
    expect(screen.getByText(/uma vez por versão/u)).toBeVisible();
    expect(screen.getByText('12,5 s')).toBeVisible();
    // How each step is counted: one cohort, and a contact only when someone was reached.
    expect(screen.getByText('Como contamos cada etapa')).toBeVisible();
    // Each section and the scrolling table inside it are landmarks with names of their own.
    const regions = screen
      .getAllByRole('region')
      .map(
        (region) =>
          region.getAttribute('aria-label') ??
          document.getElementById(region.getAttribute('aria-labelledby') ?? '')?.textContent,
      );
    expect(new Set(regions).size).toBe(regions.length);
    expect(screen.getByRole('region', { name: 'Tabela: Etapas no período' })).toBeVisible();
    expect(screen.getByText(/nenhuma passa da anterior/u)).toBeVisible();
    expect(screen.getByText(/Uma ligação sem resposta não conta/u)).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Falhas por código' })).toBeVisible();
  });
});
