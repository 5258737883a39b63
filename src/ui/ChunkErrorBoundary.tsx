import { Component, type ReactNode } from 'react';
import { isChunkLoadError } from './chunkError';
import { ChunkLoadFailure } from './ChunkLoadFailure';

/**
 * Catches a ChunkLoadError of a lazy page and shows the reload action. Any other error is thrown
 * on to the layout's boundary (the plain "Error" page): this one only knows about missing code.
 */
export class ChunkErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  state = { error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    if (isChunkLoadError(error)) return <ChunkLoadFailure />;
    throw error;
  }
}
