import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setRedirect } from '../../api/client';
import { deferred, mockApi, type MockAnswer, type MockHandlers } from '../../test/api-mock';
import { authAnswer, lawyerAnswer, lawyerRequest } from '../../test/fixtures';
import { useAuthStore } from '../../stores/auth';
import { LawyerModal } from './lawyer-modal';

const ROUTE = 'PUT /api/users/feedback/wants-lawyer-contact';
const DONE = lawyerAnswer;

function setup(handlers: MockHandlers, current: typeof lawyerRequest | null = null) {
  const api = mockApi(handlers);
  const onConsult = vi.fn();
  function Harness() {
    const [open, setOpen] = useState(true);
    return (
      <>
        {!open && <p>modal fechado</p>}
        <LawyerModal
          open={open}
          onOpenChange={setOpen}
          onConsult={onConsult}
          analysisId="11111111-1111-4111-8111-111111111111"
          current={current}
        />
      </>
    );
  }
  render(<Harness />);
  return { api, onConsult, user: userEvent.setup() };
}

describe('lawyer modal', () => {
  beforeEach(() => {
    setRedirect(() => {});
    useAuthStore.setState({ user: null });
  });

  it('sends the analysis and hands the open request to the callback', async () => {
    let sent: unknown;
    const { onConsult, user } = setup({
      [ROUTE]: (body) => {
        sent = body;
        return { body: DONE };
      },
    });
    await user.click(screen.getByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(onConsult).toHaveBeenCalledWith(lawyerRequest));
    expect(sent).toEqual({
      wantsLawyerContact: true,
      userServiceId: '11111111-1111-4111-8111-111111111111',
    });
  });

  it('shows the number the lawyer will call for confirmation, and sends the corrected one', async () => {
    useAuthStore.setState({
      user: {
        id: 'user-1',
        name: 'Maria',
        email: 'maria@empresa.com.br',
        hasFeedback: false,
        emailVerified: true,
        mailDelivery: 'email',
      },
    });
    let sent: unknown;
    const { onConsult, user } = setup({
      'GET /api/users/profile': () => ({
        body: { ...authAnswer, hasPassword: true, cellphone: '(11) 98765-4321' },
      }),
      [ROUTE]: (body) => {
        sent = body;
        return { body: DONE };
      },
    });
    const field = screen.getByLabelText('Celular');
    await waitFor(() => expect(field).toHaveValue('(11) 98765-4321'));
    await user.clear(field);
    await user.type(field, '2191234');
    await user.click(screen.getByRole('button', { name: 'Sim' }));
    expect(screen.getByText('Formato: (00) 00000-0000 ou (00) 0000-0000')).toBeVisible();
    expect(sent).toBeUndefined();
    await user.type(field, '5678');
    expect(field).toHaveValue('(21) 91234-5678');
    await user.click(screen.getByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(onConsult).toHaveBeenCalled());
    expect(sent).toEqual({
      wantsLawyerContact: true,
      userServiceId: '11111111-1111-4111-8111-111111111111',
      cellphone: '(21) 91234-5678',
    });
  });

  it('says when an open request was sent and how, and that "Sim" updates it', () => {
    setup({}, lawyerRequest);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(
      /^Pedido enviado .* — um advogado entra em contato até .* por telefone ou WhatsApp, no \(11\) 9…-4321\./,
    );
    expect(status).toHaveTextContent('Responder "Sim" de novo atualiza o mesmo pedido.');
  });

  it('asks the question with the 4-hour note and the No/Yes buttons', () => {
    setup({});
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveAccessibleDescription(
      'Gostaria de consultar um advogado para entender melhor os itens apontados?',
    );
    expect(screen.getByText('Entraremos em contato em até 4 horas.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Não' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Sim' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('"Não" closes without calling the API', async () => {
    const { api, user, onConsult } = setup({});
    await user.click(screen.getByRole('button', { name: 'Não' }));
    expect(screen.getByText('modal fechado')).toBeVisible();
    expect(api).not.toHaveBeenCalled();
    expect(onConsult).not.toHaveBeenCalled();
  });

  it('shows "Processando..." while the call runs, then runs the callback and closes', async () => {
    const answer = deferred<MockAnswer>();
    const { api, user, onConsult } = setup({ [ROUTE]: () => answer.promise });
    await user.click(screen.getByRole('button', { name: 'Sim' }));

    expect(screen.getByRole('button', { name: 'Processando...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Não' })).toBeDisabled();
    expect(JSON.parse(String(api.mock.calls[0]?.[1]?.body))).toMatchObject({
      wantsLawyerContact: true,
    });

    answer.resolve({ body: DONE });
    expect(await screen.findByText('modal fechado')).toBeVisible();
    expect(onConsult).toHaveBeenCalledOnce();
  });

  it('on failure stays open with the error and lets the person try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let attempts = 0;
    const { user, onConsult } = setup({
      [ROUTE]: () =>
        ++attempts === 1
          ? { status: 500, body: { error: 'INTERNAL', message: 'Erro' } }
          : { body: DONE },
    });
    await user.click(screen.getByRole('button', { name: 'Sim' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Erro ao processar solicitação. Tente novamente.',
    );
    expect(screen.getByRole('dialog')).toBeVisible();
    expect(onConsult).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Sim' }));
    expect(await screen.findByText('modal fechado')).toBeVisible();
    expect(onConsult).toHaveBeenCalledOnce();
  });
});
