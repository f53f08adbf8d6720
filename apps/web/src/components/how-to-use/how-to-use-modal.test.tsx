import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { HowToUseModal } from './how-to-use-modal';

function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <>
      {!open && <p>modal fechado</p>}
      <HowToUseModal open={open} onOpenChange={setOpen} />
    </>
  );
}

describe('"Como usar" modal', () => {
  it('shows the three steps, the seven criteria and the score scale', () => {
    render(<Harness />);
    const dialog = screen.getByRole('dialog', { name: 'Como usar' });

    const steps = within(
      within(dialog).getByRole('region', { name: 'Passo a passo' }),
    ).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('p')?.textContent)).toEqual([
      'Envie o contrato',
      'A IA analisa',
      'Receba a nota e a análise completa',
    ]);

    const criteria = within(
      within(dialog).getByRole('region', { name: 'Critérios de avaliação' }),
    ).getAllByRole('listitem');
    expect(criteria).toHaveLength(7);

    const scale = within(within(dialog).getByRole('region', { name: 'Escala de notas' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(scale).toEqual(['0-49contrato problemático', '50-79requer atenção', '80-100bom']);
  });

  it('closes with Esc and with the close button', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Harness />);
    await user.keyboard('{Escape}');
    expect(screen.getByText('modal fechado')).toBeVisible();
    unmount();

    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(screen.getByText('modal fechado')).toBeVisible();
  });
});
