import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../test/router';

/** The privacy screen as built with (or without) Mixpanel. */
async function renderPrivacy() {
  vi.resetModules();
  const { PrivacyScreen } = await import('./privacy-screen');
  renderAt(<PrivacyScreen />, { path: '/privacidade' });
}

describe("PrivacyScreen: where the lead's contact details go", () => {
  afterEach(() => vi.unstubAllEnvs());

  it('says they stay in the profile, and the own statistics keep only the company profile', async () => {
    vi.stubEnv('VITE_MIXPANEL_TOKEN', '');
    await renderPrivacy();
    expect(document.title).toBe('Política de privacidade · Contrato Claro');
    expect(
      screen.getByRole('heading', { name: 'Para onde vão os dados do cadastro' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/ficam no seu perfil, no banco de dados/u)).toBeInTheDocument();
    expect(screen.getByText(/guarda só o porte e o segmento da empresa/u)).toBeInTheDocument();
    expect(
      screen.getByText('Não enviamos os dados do cadastro a ferramentas de terceiros.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Mixpanel/u)).not.toBeInTheDocument();
  });

  it('says the "cadastro concluído" event carries them to Mixpanel when it is configured', async () => {
    vi.stubEnv('VITE_MIXPANEL_TOKEN', 'mp-token');
    await renderPrivacy();
    expect(
      screen.getByText(
        /também é enviado a ela com os seus dados de contato \(nome, e-mail, celular\)/u,
      ),
    ).toBeInTheDocument();
  });
});
