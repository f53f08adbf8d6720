import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../test/router';
import { UploadScreen } from './upload-screen';

// The checks of a picked file are downloaded on the first pick; offline, that download fails.
vi.mock('./upload-flow', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('UploadScreen offline, before the first upload', () => {
  it('says at once that the browser is offline, and why a pick cannot be sent', async () => {
    const isOnline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const user = userEvent.setup({ applyAccept: false });
    renderAt(<UploadScreen />);
    expect(document.title).toBe('Analise seu contrato · Contrato Claro');
    expect(screen.queryByText(/Você está sem conexão/u)).not.toBeInTheDocument();

    isOnline.mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Você está sem conexão com a internet. O que depender do servidor volta a funcionar',
    );

    await user.upload(
      screen.getByLabelText('Arquivo do contrato'),
      new File(['%PDF-1.7'], 'contrato.pdf', { type: 'application/pdf' }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('O envio não foi concluído');
    expect(alert).toHaveTextContent(
      'Você está sem conexão com a internet. Conecte-se e tente de novo.',
    );
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();

    isOnline.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
