import { render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { useSecondCommit } from './use-second-commit';

function Screen({ commits }: { commits: boolean[] }) {
  const second = useSecondCommit();
  useLayoutEffect(() => {
    commits.push(second);
  }, [commits, second]);
  return (
    <form>
      <label>
        Nutritionist <input />
      </label>
      {second && <button type="submit">Book Appointment</button>}
    </form>
  );
}

describe('useSecondCommit', () => {
  it('leaves the rest of a screen out of its first commit and draws it in the next', async () => {
    const commits: boolean[] = [];
    render(<Screen commits={commits} />);
    expect(await screen.findByRole('button', { name: 'Book Appointment' })).toBeInTheDocument();
    expect(commits).toEqual([false, true]);
  });
});
