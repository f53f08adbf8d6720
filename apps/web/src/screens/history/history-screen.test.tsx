import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setSaveFile } from '../../lib/save-file';
import { useAuthStore } from '../../stores/auth';
import { mockApi } from '../../test/api-mock';
import { lawyerRequest } from '../../test/fixtures';
import { renderAt } from '../../test/router';
import { HistoryScreen } from './history-screen';

const ROWS = [
  {
    userServiceId: '11111111-1111-4111-8111-111111111111',
    fileName: 'locacao.pdf',
    contractType: 'Locação',
    createdAt: '2026-11-20T14:30:00.000Z',
    status: 'done',
    score: 42,
    band: 'Crítico',
    lawyerRequest,
  },
  {
    userServiceId: '22222222-2222-4222-8222-222222222222',
    fileName: 'servicos.docx',
    contractType: null,
    createdAt: '2026-11-21T09:00:00.000Z',
    status: 'processing',
    score: null,
    band: null,
    lawyerRequest: null,
  },
];

describe('Minhas análises', () => {
  beforeEach(() =>
    useAuthStore.setState({
      user: {
        id: 'u1',
        name: 'Maria Souza',
        email: 'maria@empresa.com.br',
        hasFeedback: false,
        emailVerified: true,
        mailDelivery: 'email',
      },
    }),
  );

  it('lists file, type, date and score band; opens a finished analysis', async () => {
    mockApi({ 'GET /api/contracts': () => ({ body: { analyses: ROWS } }) });
    const user = userEvent.setup();
    renderAt(<HistoryScreen />, { path: '/contract-analysis/history' });
    const list = await screen.findByRole('region', { name: 'Minhas análises' });
    const [first, second] = await within(list).findAllByRole('listitem');
    expect(first).toHaveTextContent('locacao.pdf');
    expect(first).toHaveTextContent('Locação');
    expect(first).toHaveTextContent('20/11/2026');
    expect(first).toHaveTextContent('42');
    expect(first).toHaveTextContent('Crítico');
    expect(first).toHaveTextContent(
      /Pedido enviado .* por telefone ou WhatsApp, no \(11\) 9…-4321/,
    );
    expect(second).toHaveTextContent('Em análise');
    expect(within(second!).queryByRole('link', { name: /Abrir/ })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Abrir a análise de locacao.pdf' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(
      `/contract-analysis/results?id=${ROWS[0]!.userServiceId}`,
    );
  });

  it('downloads the PDF report of a finished analysis from its row', async () => {
    const saved: string[] = [];
    setSaveFile((_blob, name) => saved.push(name));
    const report = vi.fn(() => ({ body: {} }));
    mockApi({
      'GET /api/contracts': () => ({ body: { analyses: ROWS } }),
      [`GET /api/services/score/results/${ROWS[0]!.userServiceId}/report.pdf`]: report,
    });
    const user = userEvent.setup();
    renderAt(<HistoryScreen />, { path: '/contract-analysis/history' });
    const [first, second] = await within(
      await screen.findByRole('region', { name: 'Minhas análises' }),
    ).findAllByRole('listitem');
    expect(within(second!).queryByRole('button', { name: /relatório/ })).toBeNull();
    await user.click(
      within(first!).getByRole('button', {
        name: 'Baixar o relatório (PDF) da análise de locacao.pdf',
      }),
    );
    await waitFor(() => expect(saved).toEqual(['relatorio.pdf']));
    expect(report).toHaveBeenCalledOnce();
  });

  it('deletes an analysis only after confirmation', async () => {
    const remove = vi.fn(() => ({ status: 204 }));
    mockApi({
      'GET /api/contracts': () => ({ body: { analyses: ROWS } }),
      [`DELETE /api/contracts/${ROWS[0]!.userServiceId}`]: remove,
    });
    const user = userEvent.setup();
    renderAt(<HistoryScreen />, { path: '/contract-analysis/history' });
    await user.click(
      await screen.findByRole('button', { name: 'Excluir a análise de locacao.pdf' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Excluir esta análise?' });
    expect(remove).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Excluir definitivamente' }));
    expect(await screen.findByText('A análise de locacao.pdf foi excluída.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(remove).toHaveBeenCalledOnce();
    expect(screen.queryByText('locacao.pdf')).toBeNull();
  });

  it('says when there is nothing yet, and exports the data as a JSON download', async () => {
    const exported = { exportedAt: '2026-11-27T10:00:00.000Z', account: {}, analyses: [] };
    mockApi({
      'GET /api/contracts': () => ({ body: { analyses: [] } }),
      'GET /api/users/me/export': () => ({
        body: {
          ...exported,
          account: {
            userId: 'u1',
            name: 'Maria',
            email: 'maria@empresa.com.br',
            emailVerifiedAt: null,
            hasPassword: false,
            createdAt: '2026-11-27T10:00:00.000Z',
            lead: {
              status: 'qualified_lead',
              qualifiedAt: null,
              companyName: null,
              employeesNumber: null,
              businessSegment: null,
              cellphone: null,
              followUp: 'qualified_lead',
            },
            wantsLawyerContact: false,
          },
          lawyerRequests: [],
          findingReports: [],
        },
      }),
    });
    const saved: { blob: Blob; name: string }[] = [];
    setSaveFile((blob, name) => saved.push({ blob, name }));
    const user = userEvent.setup();
    renderAt(<HistoryScreen />, { path: '/contract-analysis/history' });
    expect(await screen.findByText('Você ainda não tem análises guardadas.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Exportar meus dados' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('contrato-claro-meus-dados-2026-11-27.json');
    expect(saved[0]!.blob.type).toBe('application/json');
  });
});
