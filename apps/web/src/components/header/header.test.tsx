import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setRedirect } from '../../api/client';
import { useAuthStore } from '../../stores/auth';
import { mockApi, waitForEvents } from '../../test/api-mock';
import { renderAt } from '../../test/router';
import { Header } from './header';

describe('header', () => {
  beforeEach(() => {
    setRedirect(() => {});
    useAuthStore.setState({
      user: {
        id: 'user-7',
        name: 'Ana',
        email: 'ana@x.com',
        hasFeedback: false,
        emailVerified: true,
        mailDelivery: 'email',
      },
    });
  });

  it('shows only the logo link by default', () => {
    renderAt(<Header />);
    expect(screen.getByRole('link', { name: 'Contrato Claro — página inicial' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('opens "Como usar" from the help button', async () => {
    const user = userEvent.setup();
    renderAt(<Header showHowToUse />);
    await user.click(screen.getByRole('button', { name: 'Como usar' }));
    expect(await screen.findByRole('dialog', { name: 'Como usar' })).toBeVisible();
  });

  it('records a lawyer request, tracks it and runs the consult callback', async () => {
    const api = mockApi({
      'PUT /api/users/feedback/wants-lawyer-contact': () => ({
        body: { wantsLawyerContact: true, dueAt: '2026-11-22T16:00:00.000Z' },
      }),
      'POST /api/events': () => ({ status: 202 }),
    });
    const onConsult = vi.fn();
    const user = userEvent.setup();
    renderAt(<Header showConsultLawyer onConsult={onConsult} />);

    await user.click(screen.getByRole('button', { name: 'Consultar advogado' }));
    await user.click(await screen.findByRole('button', { name: 'Sim' }));

    await vi.waitFor(() => expect(onConsult).toHaveBeenCalledOnce());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect((await waitForEvents(api))[0]).toMatchObject({
      event: 'Lawyer Consultation Requested',
      properties: { userId: 'user-7', source: 'header_button' },
    });
  });

  it('renders screen actions', () => {
    renderAt(<Header actions={<a href="/">Cancelar</a>} />);
    expect(screen.getByRole('link', { name: 'Cancelar' })).toBeVisible();
  });
});
