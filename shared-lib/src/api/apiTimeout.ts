// In a file without imports so the shell's entry can bundle it too.

/** A silent server ends in the network message, never a hang. */
export const API_TIMEOUT_MS = 10_000;
