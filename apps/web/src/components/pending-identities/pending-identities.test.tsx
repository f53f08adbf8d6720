import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/api-mock';
import { PendingIdentities } from './pending-identities';

const IDENTITY = {
  id: '33333333-3333-4333-8333-333333333333',
  createdAt: '2026-11-20T14:30:00.000Z',
  analyses: [
    {
      id: '11111111-1111-4111-8111-111111111111',
      fileName: 'locacao.pdf',
      createdAt: '2026-11-20T14:31:00.000Z',
    },
  ],
  lawyerRequests: 1,
};

describe('what was made under the e-mail before it was confirmed', () => {
  it('shows it, and brings it in only when the owner says it was them', async () => {
    const answers: unknown[] = [];
    mockApi({
      'GET /api/users/pending-identities': () => ({ body: { identities: [IDENTITY] } }),
      [`POST /api/users/pending-identities/${IDENTITY.id}`]: (body) => {
        answers.push(body);
        return { status: 204 };
      },
    });
    const onAccepted = vi.fn();
    const user = userEvent.setup();
    render(<PendingIdentities onAccepted={onAccepted} />);
    const region = await screen.findByRole('region', {
      name: 'Feito com o seu e-mail antes da confirmação',
    });
    expect(region).toHaveTextContent('Análise de locacao.pdf');
    expect(region).toHaveTextContent('1 pedido de contato com advogado');
    await user.click(within(region).getByRole('button', { name: /trazer para minha conta/ }));
    expect(await screen.findByRole('status')).toHaveTextContent('agora estão na sua conta');
    expect(answers).toEqual([{ answer: 'accept' }]);
    expect(onAccepted).toHaveBeenCalledOnce();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('erases it when it was not them, and shows nothing when there is nothing', async () => {
    mockApi({
      'GET /api/users/pending-identities': () => ({ body: { identities: [IDENTITY] } }),
      [`POST /api/users/pending-identities/${IDENTITY.id}`]: () => ({ status: 204 }),
    });
    const onAccepted = vi.fn();
    const user = userEvent.setup();
    render(<PendingIdentities onAccepted={onAccepted} />);
    await user.click(await screen.findByRole('button', { name: /apagar/ }));
    expect(await screen.findByRole('status')).toHaveTextContent('Nada disso ficou na sua conta');
    expect(onAccepted).not.toHaveBeenCalled();
  });
});
