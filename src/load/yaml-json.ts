import type { SourceDoc } from '../core/resource.js';
import type { ParsedDoc } from './documents.js';
import { keepLocator, locatorOf } from './position.js';

/**
 * A JSON stream, read as kubectl's decoder reads one (encoding/json, value after value, no `---`): each
 * value is its own document. JSON.parse gives the value encoding/json gives; js-yaml's event parser (JSON
 * is YAML) gives the positions. encoding/json cannot go on after an error, so neither does this.
 */
export function jsonDocuments(file: string, text: string, from: number, maxDepth: number): ParsedDoc[] {
  const out: ParsedDoc[] = [];
  let pos = skipSpace(text, from);
  while (pos < text.length) {
    const { end, depth } = valueEnd(text, pos);
    const doc = sourceDoc(file, out.length, text, pos, end);
    if (depth > maxDepth) {
      out.push({
        doc,
        error: {
          message: `JSON does not parse: nesting exceeded maxDepth (${maxDepth})`,
          line: doc.startLine,
          column: 1,
        },
      });
      return out;
    }
    try {
      const value = JSON.parse(doc.text) as unknown;
      keepLocator(doc, locatorOf(doc));
      if (value !== null) out.push({ doc, value });
    } catch (e) {
      const at = /position (\d+)/.exec((e as Error).message);
      const offset = pos + (at ? Number(at[1]) : 0);
      const line = lineAt(text, offset);
      const column = offset - text.lastIndexOf('\n', offset - 1);
      out.push({
        doc,
        error: {
          message: `JSON does not parse: ${(e as Error).message.split(' in JSON')[0] ?? ''}; kubectl reads nothing after it`,
          line,
          column,
        },
      });
      return out;
    }
    pos = skipSpace(text, end);
  }
  return out;
}

function sourceDoc(file: string, index: number, text: string, start: number, end: number): SourceDoc {
  return { file, index, text: text.slice(start, end), startLine: lineAt(text, start), startOffset: start };
}

const isSpace = (c: number) => c === 32 || c === 9 || c === 10 || c === 13;

function skipSpace(text: string, pos: number): number {
  while (pos < text.length && isSpace(text.charCodeAt(pos))) pos++;
  return pos;
}

/** End of the JSON value starting at `pos` (brackets and strings balanced), or of the text, and its depth. */
function valueEnd(text: string, pos: number): { end: number; depth: number } {
  let depth = 0;
  let max = 0;
  for (let i = pos; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) {
      for (i++; i < text.length && text.charCodeAt(i) !== 34; i++) if (text.charCodeAt(i) === 92) i++;
      if (depth === 0) return { end: i + 1, depth: max };
    } else if (c === 123 || c === 91) max = Math.max(max, ++depth);
    else if (c === 125 || c === 93) {
      if (--depth <= 0) return { end: i + 1, depth: max };
    } else if (depth === 0 && (isSpace(c) || c === 44 || c === 58)) return { end: i, depth: max };
  }
  return { end: text.length, depth: max };
}

function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) line++;
  return line;
}
