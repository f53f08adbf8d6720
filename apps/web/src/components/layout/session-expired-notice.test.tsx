import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../test/router';
import { SessionExpiredNotice } from './session-expired-notice';

describe('SessionExpiredNotice', () => {
  it('says the session expired and signs in again towards the page the person was on', async () => {
    const user = userEvent.setup();
    renderAt(<SessionExpiredNotice />, {
      path: '/',
      entry: '/?sessao=expirada&next=%2Fcontract-analysis%2Fhistory',
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Sua sessão expirou. Entre novamente para continuar de onde parou.',
    );
    await user.click(screen.getByRole('link', { name: 'Entrar novamente' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/login?next=%2Fcontract-analysis%2Fhistory',
    );
  });

  it('is absent otherwise, and never sends anyone to another site', () => {
    const { unmount } = renderAt(<SessionExpiredNotice />, { path: '/', entry: '/' });
    expect(screen.queryByRole('alert')).toBeNull();
    unmount();
    renderAt(<SessionExpiredNotice />, {
      path: '/',
      entry: '/?sessao=expirada&next=%2F%2Fevil.example',
    });
    expect(screen.getByRole('link', { name: 'Entrar novamente' })).toHaveAttribute(
      'href',
      '/login?next=%2F',
    );
  });
});
