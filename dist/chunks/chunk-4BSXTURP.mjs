import { createRequire as __wcgRequire } from 'node:module'; const require = __wcgRequire(import.meta.url);

// src/core/errors.ts
var InputError = class extends Error {
  name = "InputError";
  /** Marks the class and its subclasses across bundles, where `instanceof` sees separate copies. */
  isInputError = true;
};
function isInputError(e) {
  return e instanceof Error && e.isInputError === true;
}
var EXIT = { ok: 0, findings: 1, input: 2, internal: 3 };

export {
  InputError,
  isInputError,
  EXIT
};
