/**
 * Reports are written in pieces: a report of 20,000 findings is never one string (nor one object tree for
 * JSON.stringify), so its memory is one chunk's, and writing starts before the last finding is formatted.
 */
export type Chunks = Iterable<string>;

/** About one pipe's worth: one write per chunk, not one per finding. */
const CHUNK = 1 << 16;

/** Small pieces joined into chunks of about 64 KB. */
export function* chunked(pieces: Iterable<string>): Generator<string> {
  let buffer = '';
  for (const piece of pieces) {
    buffer += piece;
    if (buffer.length >= CHUNK) {
      yield buffer;
      buffer = '';
    }
  }
  if (buffer) yield buffer;
}

/** The whole report as one string, for callers that keep it (tests, the Action's log, the SARIF upload). */
export function joined(chunks: Chunks): string {
  let text = '';
  for (const c of chunks) text += c;
  return text;
}

/**
 * JSON.stringify(value, null, 2) as it reads nested at `pad`: each line after the first indented by it
 * (strings hold no raw newline in JSON, so every newline is between members).
 */
export function nestedJson(value: unknown, pad: string): string {
  return JSON.stringify(value, null, 2).replace(/\n/g, '\n' + pad);
}

/**
 * `[ ...items ]` as JSON.stringify(…, null, 2) writes an array of objects at `pad` (the key's indent): `[]`
 * when empty, else one item per line indented two more, then `]` back at `pad`. `text` writes one item as
 * JSON nested at the indent it is given (nestedJson does, for any value).
 */
export function* jsonArray<T>(
  items: readonly T[],
  pad: string,
  text: (x: T, indent: string) => string,
): Generator<string> {
  if (!items.length) {
    yield '[]';
    return;
  }
  const inner = pad + '  ';
  for (let i = 0; i < items.length; i++) yield `${i ? ',' : '['}\n${inner}${text(items[i]!, inner)}`;
  yield `\n${pad}]`;
}
