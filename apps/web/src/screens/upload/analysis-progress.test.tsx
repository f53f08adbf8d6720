import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AnalysisProgress } from './analysis-progress';

const reading = (page: number) =>
  ({
    kind: 'analyzing',
    fileName: 'digitalizado.pdf',
    stage: 'lendo o documento digitalizado',
    percent: 20,
    queueAhead: null,
    scan: { page, pages: 10 },
    isReconnecting: false,
  }) as const;

describe('the time left while a scan is read', () => {
  afterEach(() => vi.useRealTimers());

  it('follows the pace the pages actually come at, never faster than a quiet server', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-07T12:00:00Z'));
    const { rerender } = render(<AnalysisProgress phase={reading(1)} />);
    // 10 pages at the quiet pace (3 s each), and 5 s after reading.
    expect(screen.getByText('Cerca de 35 segundos restantes')).toBeInTheDocument();
    // A busy server: two pages took 20 s, so each of the 8 left is counted 10 s.
    vi.setSystemTime(new Date('2026-12-07T12:00:20Z'));
    rerender(<AnalysisProgress phase={reading(3)} />);
    expect(screen.getByText('Cerca de 2 minutos restantes')).toBeInTheDocument();
  });
});
