import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { FrameErrorBoundary, ScreenErrorBoundary } from './error-boundaries';

function Broken(): never {
  throw new Error('render failed');
}

function Nav() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate('/fine')}>
      Elsewhere
    </button>
  );
}

describe('error boundaries', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('keep the frame when a screen throws, and clear when the path changes', async () => {
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <Nav />
        <ScreenErrorBoundary>
          <Routes>
            <Route path="/broken" element={<Broken />} />
            <Route path="/fine" element={<p>Fine screen</p>} />
          </Routes>
        </ScreenErrorBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong on this page');
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(await screen.findByText('Fine screen')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offer a reload when a screen\'s code is missing after a deploy', () => {
    function MissingChunk(): never {
      throw Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' });
    }
    render(
      <MemoryRouter>
        <ScreenErrorBoundary>
          <MissingChunk />
        </ScreenErrorBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByText('This page could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('replace a failed part of the frame with its fallback and keep the rest', () => {
    render(
      <MemoryRouter>
        <FrameErrorBoundary name="header menu" fallback={<a href="/home">Home</a>}>
          <Broken />
        </FrameErrorBoundary>
        <p>Page content</p>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(screen.getByText('Page content')).toBeInTheDocument();
  });
});
