import type { TFinding } from '@contrato-claro/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FindingCard } from './finding-card';
import { groupFindings } from './finding-groups';

const wording =
  'Em caso de atraso, incidirá multa de 2% (dois por cento) sobre o valor da parcela em atraso, juros de mora de 1% (um por cento) ao mês e correção monetária pelo IPCA.';

const finding: TFinding = {
  id: 'financeiro.multa_excessiva#1',
  rule: 'financeiro.multa_excessiva',
  criterion: 'keyValuesAnalysis',
  title: 'Multa por atraso acima do limite',
  description: 'A multa por atraso de 10% supera o limite de 2% das relações de consumo.',
  severity: 'alta',
  points: 25,
  clause: {
    ref: 'Cláusula 5ª',
    page: 2,
    excerpt: 'multa de 10% (dez por cento)',
    start: 0,
    end: 9,
  },
  recommendation: 'Reduza a multa a um patamar proporcional ao prejuízo que ela pretende cobrir.',
  legalBasis: {
    id: 'cc.art412-413',
    law: 'Código Civil (Lei 10.406/2002)',
    article: 'arts. 412 e 413',
    rule: 'A cláusula penal não pode exceder o valor da obrigação principal.',
  },
  meaning:
    'Qualquer atraso, mesmo de poucos dias, custaria a quem paga uma multa maior do que a lei ou o costume admitem.',
  suggestedWording: wording,
};

function renderCard(
  findings: TFinding[] = [finding],
  showInText: (offset: number) => (() => void) | undefined = () => undefined,
) {
  const [group] = groupFindings('keyValuesAnalysis', findings);
  return render(<FindingCard group={group!} showInText={showInText} report={null} />);
}

describe('FindingCard', () => {
  it('says what the problem costs, what it means and what to ask for', () => {
    renderCard();
    const card = screen.getByRole('article', { name: 'Multa por atraso acima do limite' });
    expect(card).toHaveTextContent('Tira 25 pontos de Riscos financeiros');
    expect(card).toHaveTextContent(
      'O que isso significa para vocêQualquer atraso, mesmo de poucos dias,',
    );
    expect(card).toHaveTextContent('O que pedirReduza a multa');
  });

  it('cites the law once, by the one citation formatter', () => {
    renderCard();
    const card = screen.getByRole('article');
    expect(card).toHaveTextContent(
      'Código Civil (Lei 10.406/2002), arts. 412 e 413 — A cláusula penal',
    );
    expect(card.textContent).not.toMatch(/art\. arts?\./u);
  });

  it('shows the official text of the law beside our explanation, with its version date', () => {
    const officialText =
      'São nulas de pleno direito, entre outras, as cláusulas contratuais relativas ao fornecimento de produtos e serviços que: VI - estabeleçam inversão do ônus da prova em prejuízo do consumidor;';
    renderCard([
      {
        ...finding,
        legalBasis: {
          id: 'cdc.art51.VI',
          law: 'Código de Defesa do Consumidor (Lei 8.078/1990)',
          article: 'art. 51, VI',
          rule: 'É nula a cláusula que estabeleça inversão do ônus da prova em prejuízo do consumidor.',
          officialText,
          versionDate: '1990-09-11',
        },
      },
    ]);
    const card = screen.getByRole('article');
    expect(card).toHaveTextContent('art. 51, VI — É nula a cláusula');
    expect(card).toHaveTextContent(`Texto oficial (redação de 11/09/1990): ${officialText}`);
  });

  it('shows no official text where the table has only its explanation', () => {
    renderCard();
    expect(screen.getByRole('article')).not.toHaveTextContent('Texto oficial');
  });

  it('lists every place of one problem inside one card, with the words as written', async () => {
    const user = userEvent.setup();
    const show = vi.fn();
    const places = [0, 100, 200, 300].map((start, index) => ({
      ...finding,
      id: `financeiro.multa_excessiva#${index + 1}`,
      points: index === 0 ? 25 : 13,
      clause: {
        ...finding.clause,
        ref: `Cláusula ${index + 5}ª`,
        excerpt: `multa ${index}`,
        start,
        end: start + 9,
      },
      description: index === 3 ? 'A multa de 20% também supera o limite.' : finding.description,
    }));
    renderCard(places, (offset: number) => (offset === 100 ? show : undefined));
    expect(screen.getAllByRole('article')).toHaveLength(1);
    const card = screen.getByRole('article');
    expect(card).toHaveTextContent('Aparece em 4 trechos');
    expect(card).toHaveTextContent('Tira 64 pontos de Riscos financeiros');
    expect(within(card).getByText('multa 0')).toBeVisible();
    // Beyond three places, the rest fold away.
    expect(within(card).getByText('multa 3')).not.toBeVisible();
    await user.click(within(card).getByText('Mais 1 trecho'));
    expect(within(card).getByText('multa 3')).toBeVisible();
    expect(within(card).getByText('A multa de 20% também supera o limite.')).toBeVisible();
    await user.click(
      within(card).getByRole('button', { name: 'Ver no texto: Cláusula 6ª · pág. 2' }),
    );
    expect(show).toHaveBeenCalled();
  });

  it('keeps the suggested wording folded until asked, then copies it and says so', async () => {
    const user = userEvent.setup();
    renderCard();
    expect(screen.getByText(wording)).not.toBeVisible();

    await user.click(screen.getByText('Sugestão de redação'));
    expect(screen.getByText(wording)).toBeVisible();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    await user.click(screen.getByRole('button', { name: 'Copiar sugestão' }));
    expect(await navigator.clipboard.readText()).toBe(wording);
    expect(screen.getByRole('status')).toHaveTextContent('Copiado');
  });

  it('tells the reader when the browser refuses to copy', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    renderCard();
    await user.click(screen.getByText('Sugestão de redação'));
    await user.click(screen.getByRole('button', { name: 'Copiar sugestão' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Não foi possível copiar. Selecione o texto e copie manualmente.',
    );
  });

  it('shows neither block for a finding without them', () => {
    const { meaning: _meaning, suggestedWording: _wording, ...plain } = finding;
    renderCard([plain]);
    expect(screen.queryByText(/O que isso significa para você/)).toBeNull();
    expect(screen.queryByText('Sugestão de redação')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Copiar sugestão' })).toBeNull();
  });
});
