/** What a command may touch of the outside world; tests pass their own. */
export interface CliIo {
  out(text: string): void;
  err(text: string): void;
  /** Whole standard input, read once, for `-`; a reader may stop early once it has more than maxBytes. */
  readStdin(maxBytes?: number): Promise<string>;
  cwd: string;
  env: NodeJS.ProcessEnv;
  isTTY: boolean;
}

/** A usage error or unreadable input: the CLI prints the message on one line and exits 2. */
export class InputError extends Error {
  override name = 'InputError';
}

export const EXIT = { ok: 0, findings: 1, input: 2 } as const;
