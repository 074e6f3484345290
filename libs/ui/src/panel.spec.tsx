import { render, screen } from '@testing-library/react';
import { Panel } from './panel';

describe('Panel', () => {
  it('shows its title and the extra beside it above what it holds', () => {
    render(
      <Panel title="Next appointment" extra={<a href="/appointmentList">All</a>} data-testid="next">
        <p>Tue, 1 Dec 2026</p>
      </Panel>,
    );
    const panel = screen.getByTestId('next');
    expect(panel.textContent).toBe('Next appointmentAllTue, 1 Dec 2026');
    expect(screen.getByRole('link', { name: 'All' })).toBeInTheDocument();
  });

  it('has no header without a title', () => {
    render(<Panel data-testid="bare">Only this</Panel>);
    expect(screen.getByTestId('bare').children).toHaveLength(1);
  });
});
