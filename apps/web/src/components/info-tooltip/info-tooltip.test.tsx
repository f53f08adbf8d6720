import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { InfoTooltip } from './info-tooltip';

describe('InfoTooltip', () => {
  it('opens with one tap and closes with the next, or with Esc', async () => {
    const user = userEvent.setup();
    render(<InfoTooltip label='O que é "Contradição"?' text="Verifica valores e prazos." />);
    const trigger = screen.getByRole('button', { name: 'O que é "Contradição"?' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await user.pointer({ keys: '[TouchA]', target: trigger });
    expect(await screen.findByText('Verifica valores e prazos.')).toBeVisible();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');

    await user.pointer({ keys: '[TouchA]', target: trigger });
    expect(screen.queryByText('Verifica valores e prazos.')).not.toBeInTheDocument();

    await user.click(trigger);
    expect(await screen.findByText('Verifica valores e prazos.')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByText('Verifica valores e prazos.')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });
});
