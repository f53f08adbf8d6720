import {
  EMPLOYEE_OPTIONS,
  SEGMENT_OPTIONS,
  TOKEN_STORAGE_KEY,
  type TCriterion,
} from '@contrato-claro/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setRedirect } from '../../api/client';
import { useAuthStore } from '../../stores/auth';
import {
  deferred,
  mockApi,
  waitForEvents,
  type MockAnswer,
  type MockHandlers,
} from '../../test/api-mock';
import { ANALYSIS_ID, accountAnswer, preview, results } from '../../test/fixtures';
import { renderAt } from '../../test/router';
import { RegistrationModal } from './registration-modal';

const PATH = '/contract-analysis/preview';
const REGISTER = 'POST /api/auth/register/account';
const RESULTS = `GET /api/services/score/results/${ANALYSIS_ID}`;

function Harness({ criterion }: { criterion: TCriterion | null }) {
  const [open, setOpen] = useState(true);
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <>
      {!open && <p>modal fechado</p>}
      {failure && <p data-testid="failure">{failure}</p>}
      <RegistrationModal
        open={open}
        onOpenChange={setOpen}
        criterion={criterion}
        analysis={preview}
        onFailure={setFailure}
      />
    </>
  );
}

function setup(handlers: MockHandlers, criterion: TCriterion | null = 'keyValuesAnalysis') {
  const api = mockApi({ 'POST /api/events': () => ({ status: 202 }), ...handlers });
  const user = userEvent.setup();
  renderAt(<Harness criterion={criterion} />, { path: PATH });
  return { api, user };
}

const cellphoneInput = () => screen.getByLabelText('Celular');
const submitButton = () => screen.getByRole('button', { name: /Concluir cadastro|Enviando\.\.\./ });

async function fillValidForm(user: UserEvent) {
  await user.type(screen.getByLabelText('E-mail'), 'Maria@Empresa.com.br');
  await user.type(screen.getByLabelText('Nome'), 'Maria Souza');
  await user.type(screen.getByLabelText('Empresa (opcional)'), 'empresa.com.br');
  await user.selectOptions(screen.getByLabelText('Número de funcionários'), '11-80');
  await user.selectOptions(screen.getByLabelText('Segmento'), 'Tecnologia');
  await user.type(cellphoneInput(), '11987654321');
}

const sentBody = (api: ReturnType<typeof mockApi>, key: string) => {
  const [method, url] = key.split(' ');
  const call = api.mock.calls.find(([u, init]) => u === url && init?.method === method);
  return call ? (JSON.parse(String(call[1]?.body)) as unknown) : undefined;
};

describe('registration modal', () => {
  beforeEach(() => {
    setRedirect(() => {});
    useAuthStore.setState({ user: null, isLoading: false, error: null });
  });

  it('shows the explanation, the fields and the SPEC attributes', async () => {
    setup({});
    const dialog = screen.getByRole('dialog', { name: 'Complete seu cadastro' });
    expect(dialog).toHaveAccessibleDescription(/Precisamos de mais algumas informações/);
    await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveFocus());
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('E-mail')).toBeRequired();
    expect(screen.getByLabelText('Nome')).toBeRequired();
    expect(screen.getByLabelText('Empresa (opcional)')).toHaveAttribute(
      'placeholder',
      'Site da empresa',
    );
    expect(screen.getByLabelText('Empresa (opcional)')).not.toBeRequired();
    const phone = cellphoneInput();
    expect(phone).toBeRequired();
    expect(phone).toHaveAttribute('maxLength', '16');
    expect(phone).toHaveAttribute('title', 'Formato: (00) 00000-0000 ou (00) 0000-0000');
    const pattern = new RegExp(`^(?:${phone.getAttribute('pattern')})$`, 'v');
    expect(pattern.test('(11) 98765-4321')).toBe(true);
    expect(pattern.test('(11) 8765-4321')).toBe(true);
    expect(pattern.test('11987654321')).toBe(false);
    expect(within(dialog).getByRole('link', { name: 'Política de privacidade' })).toHaveAttribute(
      'href',
      '/privacidade',
    );
  });

  it.each([
    ['Número de funcionários', 'Selecione a faixa', EMPLOYEE_OPTIONS],
    ['Segmento', 'Selecione o segmento', SEGMENT_OPTIONS],
  ])('offers the %s options after a disabled placeholder', (label, placeholder, options) => {
    setup({});
    const select = screen.getByLabelText(label) as HTMLSelectElement;
    expect(select).toBeRequired();
    const [first, ...rest] = Array.from(select.options);
    expect(first).toHaveTextContent(placeholder);
    expect(first).toBeDisabled();
    expect(select.value).toBe('');
    expect(rest.map((option) => option.value)).toEqual([...options]);
    expect(rest.every((option) => !option.disabled)).toBe(true);
  });

  it('formats the cellphone digit by digit over every length', async () => {
    const { user } = setup({});
    const expected = [
      '1',
      '11',
      '(11) 9',
      '(11) 98',
      '(11) 987',
      '(11) 9876',
      '(11) 9876-5',
      '(11) 9876-54',
      '(11) 9876-543',
      '(11) 9876-5432',
      '(11) 98765-4321',
      '(11) 98765-4321',
    ];
    const input = cellphoneInput();
    for (const [index, digit] of [...'119876543210'].entries()) {
      await user.type(input, digit);
      expect(input).toHaveValue(expected[index]);
    }
  });

  it('drops everything but digits from the cellphone', async () => {
    const { user } = setup({});
    await user.type(cellphoneInput(), 'a1b1-c3');
    expect(cellphoneInput()).toHaveValue('(11) 3');
  });

  it('shows a message under each required field left empty', async () => {
    const { user, api } = setup({});
    await user.click(submitButton());
    expect(await screen.findAllByText('Campo obrigatório')).toHaveLength(5);
    for (const label of ['E-mail', 'Nome', 'Número de funcionários', 'Segmento', 'Celular']) {
      const field = screen.getByLabelText(label);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription('Campo obrigatório');
    }
    expect(screen.getByLabelText('Empresa (opcional)')).toHaveAttribute('aria-invalid', 'false');
    expect(sentBody(api, REGISTER)).toBeUndefined();
  });

  it('rejects an invalid e-mail and an incomplete cellphone', async () => {
    const { user } = setup({});
    await user.type(screen.getByLabelText('E-mail'), 'maria@');
    await user.type(cellphoneInput(), '119876');
    await user.click(submitButton());
    expect(await screen.findByText('E-mail inválido')).toBeVisible();
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('E-mail inválido');
    expect(cellphoneInput()).toHaveAccessibleDescription(
      'Formato: (00) 00000-0000 ou (00) 0000-0000',
    );
  });

  it('reads "Enviando..." and is disabled while sending', async () => {
    const answer = deferred<MockAnswer>();
    const { user } = setup({
      [REGISTER]: () => answer.promise,
      [RESULTS]: () => ({ body: results }),
    });
    await fillValidForm(user);
    await user.click(submitButton());
    expect(await screen.findByRole('button', { name: 'Enviando...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    answer.resolve({ status: 201, body: accountAnswer });
    await waitFor(() => expect(screen.getByTestId('location')).toBeInTheDocument());
  });

  it('after registering, fetches the detailed results and opens them at the criterion tapped', async () => {
    const { user, api } = setup({
      [REGISTER]: () => ({ status: 201, body: accountAnswer }),
      [RESULTS]: () => ({ body: results }),
    });
    await fillValidForm(user);
    await user.click(submitButton());

    const location = await screen.findByTestId('location');
    expect(location).toHaveTextContent(`/contract-analysis/results?id=${ANALYSIS_ID}`);
    expect(location.dataset.hash).toBe('#riscos-financeiros');
    expect(JSON.parse(location.dataset.state!)).toEqual(results);
    expect(sentBody(api, REGISTER)).toEqual({
      email: 'maria@empresa.com.br',
      name: 'Maria Souza',
      companyName: 'empresa.com.br',
      employeesNumber: '11-80',
      businessSegment: 'Tecnologia',
      cellphone: '(11) 98765-4321',
      userServiceId: ANALYSIS_ID,
    });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(accountAnswer.access_token);
    const events = await waitForEvents(api);
    expect(events.map((event) => event.event)).toContain('Lead Qualification Completed');
  });

  it('falls back to /results with the clicked clause when the results cannot be fetched', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = setup({
      [REGISTER]: () => ({ status: 201, body: accountAnswer }),
      [RESULTS]: () => ({ status: 500, body: { error: 'INTERNAL', message: 'Erro' } }),
    });
    await fillValidForm(user);
    await user.click(submitButton());

    const location = await screen.findByTestId('location');
    expect(location).toHaveTextContent(/^\/results$/);
    expect(JSON.parse(location.dataset.state!)).toEqual({
      clause: 'Riscos financeiros',
      criterion: 'keyValuesAnalysis',
      analysis: preview,
    });
    expect(logged).toHaveBeenCalled();
  });

  it('logs any other registration failure, closes, and says why on the preview', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = setup({
      [REGISTER]: () => ({ status: 500, body: { error: 'INTERNAL', message: 'Erro' } }),
    });
    await fillValidForm(user);
    await user.click(submitButton());

    expect(await screen.findByText('modal fechado')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(screen.getByTestId('failure')).toHaveTextContent('Seu cadastro não foi concluído. Erro');
    expect(logged).toHaveBeenCalled();
  });

  it('offline, the preview says the registration was not sent for lack of connection', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const api = mockApi({});
    api.mockRejectedValue(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    renderAt(<Harness criterion={null} />, { path: PATH });
    await fillValidForm(user);
    await user.click(submitButton());
    expect(await screen.findByTestId('failure')).toHaveTextContent(
      'Seu cadastro não foi concluído. Você está sem conexão com a internet.',
    );
  });

  it('"Cancelar" closes the modal', async () => {
    const { user } = setup({});
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByText('modal fechado')).toBeVisible();
  });

  it('Esc closes the modal', async () => {
    const { user } = setup({});
    await user.keyboard('{Escape}');
    expect(screen.getByText('modal fechado')).toBeVisible();
  });
});
