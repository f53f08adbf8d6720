import type { TImportantDate } from '@contrato-claro/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DatesTimeline } from './dates-timeline';

const date = (patch: Partial<TImportantDate>): TImportantDate => ({
  kind: 'ultimo_dia_aviso',
  label: 'Último dia para avisar que não quer renovar',
  text: 'renovado automaticamente',
  date: null,
  clauseRef: 'Cláusula 2ª',
  start: 10,
  end: 30,
  ...patch,
});

describe('DatesTimeline', () => {
  it('gives the day of a deadline the text determines, and says why when it does not', () => {
    render(
      <DatesTimeline
        dates={[
          date({ undetermined: 'o contrato não diz quando o prazo termina, nem de onde contá-lo' }),
          date({ kind: 'reajuste', label: 'Primeiro reajuste', date: '2027-03-01', start: 40 }),
        ]}
      />,
    );
    const [first, second] = screen.getAllByRole('listitem');
    expect(first).toHaveTextContent('01/03/2027 · Primeiro reajuste');
    expect(second).toHaveTextContent(
      'Não determinável a partir do texto · Último dia para avisar que não quer renovar',
    );
    expect(second).toHaveTextContent(
      'Por quê: o contrato não diz quando o prazo termina, nem de onde contá-lo.',
    );
  });
});
