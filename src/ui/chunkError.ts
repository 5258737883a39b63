/**
 * A page's code that did not arrive (spec §8: "lazy chunk load failure is a ChunkLoadError").
 * Both a failed dynamic import and one that takes longer than LAZY_CHUNK_TIMEOUT_MS become one.
 */
export class ChunkLoadError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ChunkLoadError';
  }
}

export const isChunkLoadError = (error: unknown): error is Error =>
  error instanceof Error && error.name === 'ChunkLoadError';
