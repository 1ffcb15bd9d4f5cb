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
