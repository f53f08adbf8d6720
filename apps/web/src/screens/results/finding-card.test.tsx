import type { TFinding } from '@contrato-claro/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FindingCard } from './finding-card';

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
  meaning:
    'Qualquer atraso, mesmo de poucos dias, custaria a quem paga uma multa maior do que a lei ou o costume admitem.',
  suggestedWording: wording,
};

describe('FindingCard', () => {
  it('says what the finding means for the reader, in one line', () => {
    render(<FindingCard finding={finding} />);
    expect(screen.getByRole('article')).toHaveTextContent(
      'O que isso significa para você: Qualquer atraso, mesmo de poucos dias,',
    );
  });

  it('keeps the suggested wording folded until asked, then copies it and says so', async () => {
    const user = userEvent.setup();
    render(<FindingCard finding={finding} />);
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
    render(<FindingCard finding={finding} />);
    await user.click(screen.getByText('Sugestão de redação'));
    await user.click(screen.getByRole('button', { name: 'Copiar sugestão' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Não foi possível copiar. Selecione o texto e copie manualmente.',
    );
  });

  it('shows neither block for a finding without them', () => {
    const { meaning: _meaning, suggestedWording: _wording, ...plain } = finding;
    render(<FindingCard finding={plain} />);
    expect(screen.queryByText(/O que isso significa para você/)).toBeNull();
    expect(screen.queryByText('Sugestão de redação')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Copiar sugestão' })).toBeNull();
  });
});
