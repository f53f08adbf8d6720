import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AttentionBadge } from './attention-badge';
import { ExoticStatusBadge } from './exotic-status-badge';
import { ScoreBadge } from './score-badge';

describe('score badges', () => {
  it.each([
    [100, 'Satisfatório'],
    [80, 'Satisfatório'],
    [79, 'Atenção'],
    [50, 'Atenção'],
    [49, 'Crítico'],
    [0, 'Crítico'],
  ])('%i/100 is labelled and names its band "%s" in words', (score, band) => {
    render(<ScoreBadge score={score} />);
    const badge = screen.getByRole('group', {
      name: `Nota de análise prévia: ${score}/100, ${band}`,
    });
    expect(badge).toHaveTextContent(`Nota de análise prévia${score}/100${band}`);
  });

  it('uses maxScore when given', () => {
    render(<ScoreBadge score={8} maxScore={10} />);
    expect(
      screen.getByRole('group', { name: 'Nota de análise prévia: 8/10, Satisfatório' }),
    ).toBeVisible();
  });

  it('the secondary badge always reads "Atenção"', () => {
    render(<AttentionBadge />);
    expect(screen.getByText('Atenção')).toBeVisible();
  });

  it.each([
    ['nenhuma', 0, 'Nenhuma', '0 encontradas'],
    ['atencao', 1, 'Atenção', '1 encontrada'],
    ['critica', 3, 'Crítica', '3 encontradas'],
  ] as const)(
    'atypical clauses "%s" show a status and a count',
    (status, count, text, countText) => {
      render(<ExoticStatusBadge status={status} count={count} />);
      expect(
        screen.getByRole('group', { name: `Situação: ${text}, ${countText}` }),
      ).toHaveTextContent(`${text}${countText}`);
    },
  );
});
