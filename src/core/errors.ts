/** A usage error or unreadable input: the CLI prints the message on one line and exits 2. */
export class InputError extends Error {
  override name = 'InputError';
  /** Marks the class and its subclasses across bundles, where `instanceof` sees separate copies. */
  readonly isInputError = true;
}

/** True for an InputError (or subclass) from any bundle. */
export function isInputError(e: unknown): e is InputError {
  return e instanceof Error && (e as Partial<InputError>).isInputError === true;
}

/** The exit codes of the contract; `internal` is a bug of ours, never the user's input. */
export const EXIT = { ok: 0, findings: 1, input: 2, internal: 3 } as const;
