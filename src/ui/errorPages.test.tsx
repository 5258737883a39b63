// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ErrorPage } from './ErrorPage';
import { RouterFallback } from './RouterFallback';
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

describe('RouterFallback', () => {
  const renderFailing = (thrown: unknown) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const Boom = () => {
      throw thrown;
    };
    const router = createMemoryRouter([{ path: '*', element: <Boom />, errorElement: <RouterFallback /> }]);
    render(<RouterProvider router={router} />);
  };

  it('shows "Unexpected Application Error!" with the message', () => {
    renderFailing(new Error('the theme broke'));
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('the theme broke')).toBeInTheDocument();
  });

  it('shows the status of a route error response', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const loader = () => {
      throw new Response('gone', { status: 410, statusText: 'Gone' });
    };
    const router = createMemoryRouter([{ path: '*', loader, element: <p>never</p>, errorElement: <RouterFallback /> }]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: '410' })).toBeInTheDocument();
    expect(screen.getByText('Gone')).toBeInTheDocument();
  });

  it('offers a reload for a ChunkLoadError', () => {
    renderFailing(new ChunkLoadError('Failed to fetch dynamically imported module'));
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});
