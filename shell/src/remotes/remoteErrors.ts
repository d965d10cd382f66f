// No imports: the runtime plugin lands in the entry chunk, before shared React is available.

/** A remote's code could not be fetched (server down, manifest or chunk refused). */
export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: string,
    override readonly cause?: unknown,
  ) {
    super(`Remote "${remote}" is unavailable`);
    this.name = 'RemoteUnavailableError';
  }
}

export function isLoadFailure(error: unknown): boolean {
  return (
    error instanceof RemoteUnavailableError ||
    (error instanceof Error &&
      (error.name === 'ChunkLoadError' || /Loading (CSS )?chunk/.test(error.message)))
  );
}
