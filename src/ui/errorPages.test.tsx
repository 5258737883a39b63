// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { ErrorPage } from '../layout/ErrorPage';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { ChunkLoadError } from './chunkError';
import { renderInAdmin } from './testing';

describe('ErrorPage (render failure)', () => {
  it('shows a plain "Error" heading', () => {
    renderInAdmin(<ErrorPage error={new Error('boom')} />);
    expect(screen.getByRole('heading', { name: 'Error' })).toBeInTheDocument();
    expect(screen.queryByText('boom')).not.toBeInTheDocument();
  });

  it('offers a reload for a ChunkLoadError', () => {
    renderInAdmin(<ErrorPage error={new ChunkLoadError('timed out')} />);
    expect(screen.getByText('ChunkLoadError')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});

describe('RouterFallback (RouteErrorBoundary)', () => {
  const Boom = ({ thrown }: { thrown: unknown }) => {
    throw thrown;
  };
  const renderFailing = (thrown: unknown) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <Routes>
          <Route
            path="*"
            element={
              <RouteErrorBoundary>
                <Boom thrown={thrown} />
              </RouteErrorBoundary>
            }
          />
        </Routes>
      </MemoryRouter>,
    );
  };

  it('shows "Unexpected Application Error!" with the message', () => {
    renderFailing(new Error('the theme broke'));
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('the theme broke')).toBeInTheDocument();
  });

  it('shows the status of a failure that has one', () => {
    renderFailing(new Response('gone', { status: 410, statusText: 'Gone' }));
    expect(screen.getByRole('heading', { name: '410' })).toBeInTheDocument();
    expect(screen.getByText('Gone')).toBeInTheDocument();
  });

  it('offers a reload for a ChunkLoadError', () => {
    renderFailing(new ChunkLoadError('Failed to fetch dynamically imported module'));
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('forgets the failure when the address changes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let failing = true;
    const MaybeBoom = () => {
      if (failing) throw new Error('once');
      return <Link to="/elsewhere">fine</Link>;
    };
    const GoElsewhere = () => {
      const navigate = useNavigate();
      return (
        <button type="button" onClick={() => navigate('/elsewhere')}>
          go
        </button>
      );
    };
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <GoElsewhere />
        <Routes>
          <Route
            path="*"
            element={
              <RouteErrorBoundary>
                <MaybeBoom />
              </RouteErrorBoundary>
            }
          />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    failing = false;
    act(() => screen.getByRole('button', { name: 'go' }).click());
    expect(await screen.findByRole('link', { name: 'fine' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Unexpected Application Error!' })).not.toBeInTheDocument();
  });
});
