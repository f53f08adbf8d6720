import {
  ACCEPTED_FILE_TYPES,
  AppError,
  MAX_UPLOAD_BYTES,
  analysisErrorMessage,
  type TContractStatus,
} from '@contrato-claro/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { followAnalysis, pasteContract, uploadContract } from '../../api/contracts';
import { deferred } from '../../test/api-mock';
import { ANALYSIS_ID, preview } from '../../test/fixtures';
import { renderAt } from '../../test/router';
import { ACCEPT_ATTRIBUTE } from './drop-zone';
import { UploadScreen } from './upload-screen';

vi.mock('../../api/contracts', () => ({
  uploadContract: vi.fn(),
  pasteContract: vi.fn(),
  followAnalysis: vi.fn(),
}));

const upload = vi.mocked(uploadContract);
const pasteText = vi.mocked(pasteContract);
const follow = vi.mocked(followAnalysis);

const pdf = (name = 'contrato.pdf', content = '%PDF-1.7 conteúdo') =>
  new File([content], name, { type: 'application/pdf' });

const status = (patch: Partial<TContractStatus>): TContractStatus => ({
  userServiceId: ANALYSIS_ID,
  status: 'processing',
  progress: { stage: null, percent: 0 },
  ...patch,
});

function setup() {
  const user = userEvent.setup({ applyAccept: false });
  renderAt(<UploadScreen />);
  const input = screen.getByLabelText('Arquivo do contrato');
  return { user, choose: (file: File) => user.upload(input, file) };
}

describe('UploadScreen', () => {
  beforeEach(() => {
    upload.mockReset();
    pasteText.mockReset();
    follow.mockReset();
  });

  it('states the promise, the accepted types, the limit and links to the privacy page', () => {
    setup();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Analise seu contrato');
    expect(screen.getByText('PDF ou Word (.docx), até 10 MB.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Escolher arquivo' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Saiba como cuidamos deles' })).toHaveAttribute(
      'href',
      '/privacidade',
    );
  });

  it("accepts in the file picker exactly shared's accepted types", () => {
    const expected = Object.values(ACCEPTED_FILE_TYPES).flatMap(({ extension, mime }) => [
      extension,
      mime,
    ]);
    expect(ACCEPT_ATTRIBUTE.split(',')).toEqual(expected);
    setup();
    expect(screen.getByLabelText('Arquivo do contrato')).toHaveAttribute(
      'accept',
      ACCEPT_ATTRIBUTE,
    );
  });

  it.each([
    [
      'an unsupported type',
      new File(['x'], 'foto.png', { type: 'image/png' }),
      'Formato não suportado. Envie um contrato em PDF ou Word (.docx).',
    ],
    [
      'an old Word file',
      new File(['x'], 'contrato.doc', { type: 'application/msword' }),
      'Arquivos .doc (Word antigo) não são aceitos. Salve o contrato como .docx ou PDF.',
    ],
    ['an empty file', pdf('vazio.pdf', ''), 'O arquivo está vazio. Escolha o arquivo do contrato.'],
  ])('refuses %s before sending anything', async (_, file, message) => {
    const { choose } = setup();
    await choose(file);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
  });

  it('refuses a file over 10 MB, saying how big it is', async () => {
    const { choose } = setup();
    const big = pdf('grande.pdf');
    Object.defineProperty(big, 'size', { value: MAX_UPLOAD_BYTES + 2 * 1024 * 1024 });
    await choose(big);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'O arquivo tem 12 MB; o limite é de 10 MB.',
    );
    expect(upload).not.toHaveBeenCalled();
  });

  it('accepts a .docx even when the system reports no MIME type', async () => {
    upload.mockReturnValue(new Promise(() => {}));
    const { choose } = setup();
    await choose(new File(['PK'], 'Contrato.DOCX', { type: '' }));
    await waitFor(() => expect(upload).toHaveBeenCalledOnce());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows upload progress, then the analysis stages, then opens the preview', async () => {
    const sent = deferred<{ userServiceId: string; status: 'queued' }>();
    let reportUpload: (fraction: number) => void = () => {};
    upload.mockImplementation((_file, options) => {
      reportUpload = options?.onProgress ?? reportUpload;
      return sent.promise;
    });
    const finished = deferred<TContractStatus>();
    let report: (next: TContractStatus) => void = () => {};
    follow.mockImplementation((_id, options) => {
      report = options?.onUpdate ?? report;
      return finished.promise;
    });

    const { choose } = setup();
    await choose(pdf());
    expect(await screen.findByText('Enviando contrato.pdf')).toBeInTheDocument();
    reportUpload(0.42);
    const uploadBar = await screen.findByRole('progressbar', { name: 'Envio do arquivo' });
    await waitFor(() => expect(uploadBar).toHaveAttribute('aria-valuenow', '42'));

    sent.resolve({ userServiceId: ANALYSIS_ID, status: 'queued' });
    await screen.findByRole('progressbar', { name: 'Progresso da análise' });
    expect(follow).toHaveBeenCalledWith(ANALYSIS_ID, expect.anything());

    report(status({ status: 'queued', queue: { ahead: 3 } }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Sua análise está na fila: 3 à frente.',
    );
    report(status({ status: 'queued', queue: { ahead: 0 } }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Sua análise é a próxima da fila.'),
    );

    report(status({ progress: { stage: 'analisando riscos', percent: 60 } }));
    await waitFor(() => expect(screen.queryByText(/na fila|da fila/)).not.toBeInTheDocument());
    const bar = await screen.findByRole('progressbar', { name: 'Progresso da análise' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '60'));
    const steps = within(screen.getByRole('list', { name: 'Etapas da análise' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(steps).toEqual([
      'Extraindo texto (concluído)',
      'Identificando cláusulas (concluído)',
      'Analisando riscos (em andamento)',
      'Calculando nota (aguardando)',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('Analisando riscos, 60%');

    finished.resolve(
      status({ status: 'done', progress: { stage: 'calculando nota', percent: 100 }, preview }),
    );
    const location = await screen.findByTestId('location');
    expect(location).toHaveTextContent('/contract-analysis/preview');
    expect(JSON.parse(location.dataset.state ?? 'null')).toEqual(preview);
  });

  it('shows the OCR stage of a scan with its page and the time left, and keeps it done after', async () => {
    upload.mockResolvedValue({ userServiceId: ANALYSIS_ID, status: 'queued' });
    let report: (next: TContractStatus) => void = () => {};
    follow.mockImplementation((_id, options) => {
      report = options?.onUpdate ?? report;
      return new Promise(() => {});
    });
    const { choose } = setup();
    await choose(pdf());
    await screen.findByRole('progressbar', { name: 'Progresso da análise' });
    const steps = () =>
      within(screen.getByRole('list', { name: 'Etapas da análise' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    // A text document never shows the OCR stage.
    report(status({ progress: { stage: 'extraindo texto', percent: 10 } }));
    await waitFor(() => expect(steps()).toHaveLength(4));

    report(
      status({
        progress: {
          stage: 'lendo o documento digitalizado',
          percent: 19,
          scan: { page: 3, pages: 12 },
        },
      }),
    );
    await waitFor(() =>
      expect(steps()).toEqual([
        'Extraindo texto (concluído)',
        'Lendo o documento digitalizado (página 3 de 12) (em andamento)',
        'Identificando cláusulas (aguardando)',
        'Analisando riscos (aguardando)',
        'Calculando nota (aguardando)',
      ]),
    );
    // 10 pages left at 3 s each, and the rest of the analysis.
    expect(screen.getByText('Cerca de 35 segundos restantes')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Lendo o documento digitalizado (página 3 de 12), 19%',
    );

    report(
      status({
        progress: { stage: 'identificando cláusulas', percent: 35, scan: { page: 12, pages: 12 } },
      }),
    );
    await waitFor(() =>
      expect(steps()).toEqual([
        'Extraindo texto (concluído)',
        'Lendo o documento digitalizado (concluído)',
        'Identificando cláusulas (em andamento)',
        'Analisando riscos (aguardando)',
        'Calculando nota (aguardando)',
      ]),
    );
    expect(screen.queryByText(/restantes$/u)).not.toBeInTheDocument();
  });

  it('takes a file dropped on the zone, with the same checks', async () => {
    upload.mockReturnValue(new Promise(() => {}));
    setup();
    const zone = screen.getByText('Arraste o contrato para cá').parentElement!;
    fireEvent.dragOver(zone, { dataTransfer: { files: [] } });
    expect(screen.getByText('Solte o arquivo para enviar')).toBeInTheDocument();
    fireEvent.drop(zone, { dataTransfer: { files: [pdf('a.pdf'), pdf('b.pdf')] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Envie um arquivo por vez.');
    fireEvent.drop(zone, { dataTransfer: { files: [pdf('contrato.pdf')] } });
    await waitFor(() => expect(upload).toHaveBeenCalledOnce());
    expect(upload.mock.calls[0]?.[0].name).toBe('contrato.pdf');
  });

  it("shows the server's message for a file that can never pass, with no retry", async () => {
    upload.mockRejectedValueOnce(new AppError('PDF_ENCRYPTED'));
    const { choose } = setup();
    await choose(pdf('protegido.pdf'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'O PDF está protegido por senha. Remova a proteção e envie novamente.',
    );
    expect(alert).toHaveTextContent('Escolha outro arquivo abaixo.');
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Escolher arquivo' })).toBeInTheDocument();
  });

  it("shows the server's message and retries the same file when trying again may help", async () => {
    upload.mockRejectedValueOnce(new AppError('RATE_LIMITED'));
    upload.mockReturnValueOnce(new Promise(() => {}));
    const { user, choose } = setup();
    const file = pdf('contrato.pdf');
    await choose(file);

    expect(await screen.findByRole('alert')).toHaveTextContent('Muitas tentativas em pouco tempo.');
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(2));
    expect(upload.mock.calls[1]?.[0]).toBe(file);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the message of an analysis that failed on the server; no retry for a scan', async () => {
    upload.mockResolvedValue({ userServiceId: ANALYSIS_ID, status: 'queued' });
    follow.mockResolvedValue(
      status({
        status: 'failed',
        error: { code: 'NO_TEXT_FOUND', message: 'Não encontramos texto no documento.' },
      }),
    );
    const { choose } = setup();
    await choose(pdf());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não encontramos texto no documento.',
    );
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
  });

  it('says a document is too large to analyse, with its pages, and offers another file only', async () => {
    upload.mockResolvedValue({ userServiceId: ANALYSIS_ID, status: 'queued' });
    follow.mockResolvedValue(
      status({
        status: 'failed',
        error: {
          code: 'DOCUMENT_TOO_LARGE',
          message: analysisErrorMessage('DOCUMENT_TOO_LARGE', 512),
        },
      }),
    );
    const { choose } = setup();
    await choose(pdf());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'O documento é grande demais para ser analisado (512 páginas).',
    );
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
  });

  it('offers to try again after an analysis that failed for a reason of the server', async () => {
    upload.mockResolvedValue({ userServiceId: ANALYSIS_ID, status: 'queued' });
    follow.mockResolvedValue(
      status({
        status: 'failed',
        error: { code: 'ANALYSIS_FAILED', message: 'Não foi possível concluir a análise.' },
      }),
    );
    const { choose } = setup();
    await choose(pdf());
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível concluir');
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });

  it('offline, says the upload could not start for lack of connection, and retries', async () => {
    upload.mockRejectedValueOnce(
      new AppError('INTERNAL', {
        message: 'Você está sem conexão com a internet. Conecte-se e tente de novo.',
        details: 'no-answer',
      }),
    );
    upload.mockReturnValueOnce(new Promise(() => {}));
    const { user, choose } = setup();
    await choose(pdf());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('O envio não foi concluído');
    expect(alert).toHaveTextContent('Você está sem conexão com a internet.');
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(2));
  });

  it('says the analysis goes on while the connection is lost, and resumes', async () => {
    upload.mockResolvedValue({ userServiceId: ANALYSIS_ID, status: 'queued' });
    let connection: ((isConnected: boolean) => void) | undefined;
    follow.mockImplementation((_id, options) => {
      connection = options?.onConnection;
      return new Promise(() => {});
    });
    const { choose } = setup();
    await choose(pdf());
    await waitFor(() => expect(connection).toBeDefined());
    act(() => connection!(false));
    expect(
      await screen.findByText(/A análise continua e o acompanhamento volta sozinho/u),
    ).toBeVisible();
    act(() => connection!(true));
    expect(screen.queryByText(/A análise continua/u)).not.toBeInTheDocument();
  });

  describe('"Colar o texto do contrato"', () => {
    const lease = `CONTRATO DE LOCAÇÃO RESIDENCIAL. ${'O LOCADOR dá em locação à LOCATÁRIA o imóvel. '.repeat(6)}`;

    async function openPaste() {
      const user = userEvent.setup();
      renderAt(<UploadScreen />);
      await user.click(screen.getByRole('button', { name: 'Colar o texto do contrato' }));
      return { user, area: screen.getByLabelText('Texto do contrato') };
    }

    it('analyses pasted text like a file, with the same progress and preview', async () => {
      pasteText.mockResolvedValue({ userServiceId: ANALYSIS_ID, status: 'queued' });
      follow.mockResolvedValue(
        status({ status: 'done', progress: { stage: 'calculando nota', percent: 100 }, preview }),
      );
      const { user, area } = await openPaste();
      await user.click(area);
      await user.paste(lease);
      expect(screen.getByText(`${lease.length} de 300.000 caracteres`)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Analisar o texto' }));
      await waitFor(() =>
        expect(screen.getByTestId('location')).toHaveTextContent('/contract-analysis/preview'),
      );
      expect(pasteText).toHaveBeenCalledWith(lease, expect.anything());
      expect(upload).not.toHaveBeenCalled();
    });

    it('refuses text too short, and text over the limit in characters, before sending', async () => {
      const { user, area } = await openPaste();
      await user.click(area);
      await user.paste('Aluguel de R$ 1.000,00.');
      await user.click(screen.getByRole('button', { name: 'Analisar o texto' }));
      expect(area).toHaveAccessibleDescription(
        'O texto é curto demais para ser um contrato: cole o contrato inteiro (no mínimo 200 caracteres).',
      );
      fireEvent.change(area, { target: { value: 'a'.repeat(300_001) } });
      expect(screen.getByText('300.001 de 300.000 caracteres')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Analisar o texto' }));
      expect(area).toHaveAccessibleDescription(
        'O texto tem 300.001 caracteres; o limite é de 300.000. Envie o contrato como arquivo (PDF ou .docx).',
      );
      expect(pasteText).not.toHaveBeenCalled();
    });

    it('keeps the text when its analysis fails, and tries it again', async () => {
      pasteText.mockRejectedValueOnce(new AppError('INTERNAL'));
      pasteText.mockReturnValue(new Promise(() => {}));
      const { user, area } = await openPaste();
      await user.click(area);
      await user.paste(lease);
      await user.click(screen.getByRole('button', { name: 'Analisar o texto' }));
      expect(await screen.findByRole('alert')).toBeInTheDocument();
      expect(screen.getByLabelText('Texto do contrato')).toHaveValue(lease);
      await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
      expect(pasteText).toHaveBeenCalledTimes(2);
      expect(pasteText).toHaveBeenLastCalledWith(lease, expect.anything());
    });
  });
});
