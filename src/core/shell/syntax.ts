/**
 * The grammar of the POSIX shell scripts that Jobs run (`sh -c '...'`, a script file), as far as the walker
 * (walk.ts) follows them: lists, `&&` and `||`, pipelines, if/elif/else, while/until/for, case, functions,
 * subshells and groups, here-documents, quoting, parameter and command substitution. Anything else is a
 * ShellSyntaxError: the caller says it cannot read the script.
 */
export type Part =
  | { t: 'lit'; s: string }
  | { t: 'var'; name: string; op?: string; arg?: Word }
  | { t: 'sub'; script: string }
  | { t: 'unknown' };

export interface Word {
  parts: Part[];
  /** Its source text. */
  text: string;
  /** Some part of it was quoted (then it is never a reserved word, and a here-document is not expanded). */
  quoted: boolean;
}

type Token =
  | { kind: 'word'; word: Word; start: number; end: number }
  | { kind: 'op'; op: string; start: number; end: number; body?: Word };

export class ShellSyntaxError extends Error {}

const OPS = [
  '&&',
  '||',
  ';;',
  '<<-',
  '<<<',
  '<<',
  '>>',
  '>&',
  '<&',
  '&>>',
  '&>',
  '>|',
  '<>',
  ';',
  '&',
  '|',
  '<',
  '>',
  '(',
  ')',
];
const REDIRECTS = new Set(['<', '>', '>>', '<<', '<<-', '<<<', '>&', '<&', '&>', '&>>', '>|', '<>']);
const WORD_END = new Set([' ', '\t', '\n', ';', '&', '|', '<', '>', '(', ')']);

class Lexer {
  private i = 0;
  readonly tokens: Token[] = [];
  private pending: { token: Token & { kind: 'op' }; delim: string; strip: boolean; expand: boolean }[] = [];

  constructor(private readonly src: string) {}

  run(): Token[] {
    const s = this.src;
    while (this.i < s.length) {
      const c = s[this.i]!;
      if (c === ' ' || c === '\t' || c === '\r') this.i++;
      else if (c === '\\' && s[this.i + 1] === '\n') this.i += 2;
      else if (c === '#') while (this.i < s.length && s[this.i] !== '\n') this.i++;
      else if (c === '\n') {
        this.tokens.push({ kind: 'op', op: '\n', start: this.i, end: this.i + 1 });
        this.i++;
        this.readHereDocs();
      } else if (/^\d+[<>]/.test(s.slice(this.i, this.i + 4))) {
        while (/\d/.test(s[this.i]!)) this.i++; // a file descriptor: 2>&1, 2>/dev/null
      } else {
        const op = OPS.find((o) => s.startsWith(o, this.i));
        if (op) this.readOp(op);
        else this.tokens.push(this.readWord());
      }
    }
    if (this.pending.length) throw new ShellSyntaxError('a here-document is not closed');
    return this.tokens;
  }

  private readOp(op: string): void {
    const token = { kind: 'op' as const, op, start: this.i, end: this.i + op.length };
    this.i += op.length;
    this.tokens.push(token);
    if (op !== '<<' && op !== '<<-') return;
    while (this.src[this.i] === ' ' || this.src[this.i] === '\t') this.i++;
    const delim = this.readWord();
    this.tokens.push(delim);
    const text = delim.word.parts.map((p) => (p.t === 'lit' ? p.s : '')).join('');
    this.pending.push({ token, delim: text, strip: op === '<<-', expand: !delim.word.quoted });
  }

  /** The bodies of the here-documents opened on the line just ended, in order. */
  private readHereDocs(): void {
    for (const h of this.pending) {
      const lines: string[] = [];
      for (;;) {
        if (this.i >= this.src.length) throw new ShellSyntaxError(`here-document ${h.delim} is not closed`);
        const nl = this.src.indexOf('\n', this.i);
        const end = nl < 0 ? this.src.length : nl;
        let line = this.src.slice(this.i, end);
        this.i = nl < 0 ? end : end + 1;
        if (h.strip) line = line.replace(/^\t+/, '');
        if (line === h.delim) break;
        lines.push(line + '\n');
      }
      const text = lines.join('');
      h.token.body = h.expand
        ? { parts: new Lexer(text).quotedParts(0, undefined).parts, text, quoted: false }
        : { parts: [{ t: 'lit', s: text }], text, quoted: true };
    }
    this.pending = [];
  }

  private readWord(): Token & { kind: 'word' } {
    const s = this.src;
    const start = this.i;
    const parts: Part[] = [];
    let quoted = false;
    const lit = (text: string) => {
      const last = parts[parts.length - 1];
      if (last?.t === 'lit') last.s += text;
      else parts.push({ t: 'lit', s: text });
    };
    while (this.i < s.length && !WORD_END.has(s[this.i]!)) {
      const c = s[this.i]!;
      if (c === '\\') {
        if (s[this.i + 1] !== '\n') lit(s[this.i + 1] ?? '');
        this.i += 2;
      } else if (c === "'") {
        const end = s.indexOf("'", this.i + 1);
        if (end < 0) throw new ShellSyntaxError('a single quote is not closed');
        lit(s.slice(this.i + 1, end));
        this.i = end + 1;
        quoted = true;
      } else if (c === '"') {
        const q = this.quotedParts(this.i + 1, '"');
        if (!q.parts.length) lit('');
        for (const p of q.parts) {
          if (p.t === 'lit') lit(p.s);
          else parts.push(p);
        }
        this.i = q.end + 1;
        quoted = true;
      } else if (c === '$' || c === '`') {
        const d = this.dollar(this.i);
        parts.push(d.part);
        this.i = d.end;
      } else {
        lit(c);
        this.i++;
      }
    }
    if (this.i === start) throw new ShellSyntaxError(`unexpected ${JSON.stringify(s[this.i])}`);
    return { kind: 'word', word: { parts, text: s.slice(start, this.i), quoted }, start, end: this.i };
  }

  /** Double-quoted text (or an expanded here-document when `close` is undefined), from `from`. */
  quotedParts(from: number, close: string | undefined): { parts: Part[]; end: number } {
    const s = this.src;
    const parts: Part[] = [];
    let i = from;
    let buf = '';
    const flush = () => {
      if (buf) parts.push({ t: 'lit', s: buf });
      buf = '';
    };
    while (i < s.length && s[i] !== close) {
      const c = s[i]!;
      if (c === '\\' && '$`"\\\n'.includes(s[i + 1] ?? '')) {
        if (s[i + 1] !== '\n') buf += s[i + 1]!;
        i += 2;
      } else if ((c === '$' && /[\w{(?#@*!$-]/.test(s[i + 1] ?? '')) || c === '`') {
        flush();
        const d = this.dollar(i);
        parts.push(d.part);
        i = d.end;
      } else {
        buf += c;
        i++;
      }
    }
    if (close !== undefined && i >= s.length) throw new ShellSyntaxError('a double quote is not closed');
    flush();
    return { parts, end: i };
  }

  /** `$name`, `${...}`, `$(...)`, `$((...))` or a backquoted command, at `i`. */
  private dollar(i: number): { part: Part; end: number } {
    const s = this.src;
    if (s[i] === '`') {
      let j = i + 1;
      while (j < s.length && s[j] !== '`') j += s[j] === '\\' ? 2 : 1;
      if (j >= s.length) throw new ShellSyntaxError('a backquote is not closed');
      return { part: { t: 'sub', script: s.slice(i + 1, j).replace(/\\([`$\\])/g, '$1') }, end: j + 1 };
    }
    const next = s[i + 1];
    if (next === '(' && s[i + 2] === '(') return { part: { t: 'unknown' }, end: closing(s, i + 1, '(', ')') + 1 };
    if (next === '(') {
      const end = closing(s, i + 1, '(', ')');
      return { part: { t: 'sub', script: s.slice(i + 2, end) }, end: end + 1 };
    }
    if (next === '{') {
      const end = closing(s, i + 1, '{', '}');
      return { part: braced(s.slice(i + 2, end)), end: end + 1 };
    }
    const name = /^(?:[A-Za-z_]\w*|[0-9?#@*!$-])/.exec(s.slice(i + 1))?.[0];
    if (!name) return { part: { t: 'lit', s: '$' }, end: i + 1 };
    return { part: { t: 'var', name }, end: i + 1 + name.length };
  }
}

/** The index of the bracket closing the one at `open`, skipping quoted text and nested pairs. */
function closing(s: string, open: number, left: string, right: string): number {
  let depth = 0;
  for (let i = open; i < s.length; i++) {
    const c = s[i];
    if (c === '\\') i++;
    else if (c === "'") {
      const end = s.indexOf("'", i + 1);
      if (end < 0) break;
      i = end;
    } else if (c === '"') {
      for (i++; i < s.length && s[i] !== '"'; i++) if (s[i] === '\\') i++;
    } else if (c === left) depth++;
    else if (c === right && --depth === 0) return i;
  }
  throw new ShellSyntaxError(`${left} is not closed`);
}

/** The inside of `${...}`: a name with an optional default (`:-`, `-`, `:=`, `=`); anything else is unknown. */
function braced(inner: string): Part {
  const m = /^([A-Za-z_]\w*|[0-9?#@*!$-])(?:(:?[-=])([\s\S]*))?$/.exec(inner);
  if (!m) return { t: 'unknown' };
  if (m[2] === undefined) return { t: 'var', name: m[1]! };
  const arg = new Lexer(m[3]!).quotedParts(0, undefined);
  return { t: 'var', name: m[1]!, op: m[2], arg: { parts: arg.parts, text: m[3]!, quoted: false } };
}

export interface Redirect {
  op: string;
  target?: Word;
  body?: Word;
}
export interface Simple {
  type: 'simple';
  assigns: { name: string; value: Word }[];
  words: Word[];
  redirects: Redirect[];
  text: string;
}
export type Node =
  | Simple
  | { type: 'list'; items: Node[] }
  | { type: 'andor'; first: Node; rest: { op: '&&' | '||'; node: Node }[] }
  | { type: 'pipeline'; negate: boolean; commands: Node[] }
  | { type: 'if'; clauses: { cond: Node; body: Node; text: string }[]; otherwise?: Node }
  | { type: 'loop'; until: boolean; cond: Node; body: Node; text: string }
  | { type: 'for'; name: string; items?: Word[]; body: Node }
  | { type: 'case'; subject: Word; arms: { patterns: Word[]; body: Node }[]; text: string }
  | { type: 'group'; subshell: boolean; body: Node }
  | { type: 'function'; name: string; body: Node };

const parsed = new Map<string, Node>();

/** The syntax tree of a script (cached by text); throws ShellSyntaxError on what this reader does not follow. */
export function parseShell(src: string): Node {
  let node = parsed.get(src);
  if (!node) {
    node = new Parser(src, new Lexer(src).run()).script();
    if (parsed.size > 500) parsed.clear();
    parsed.set(src, node);
  }
  return node;
}

class Parser {
  private pos = 0;
  constructor(
    private readonly src: string,
    private readonly tokens: Token[],
  ) {}

  script(): Node {
    const list = this.list(new Set());
    if (this.pos < this.tokens.length) throw new ShellSyntaxError(`unexpected ${this.describe(this.peek())}`);
    return list;
  }

  private peek(): Token | undefined {
    return this.tokens[this.pos];
  }

  private describe(t: Token | undefined): string {
    return t ? (t.kind === 'op' ? JSON.stringify(t.op) : t.word.text) : 'end of script';
  }

  private isOp(op: string, t = this.peek()): boolean {
    return t?.kind === 'op' && t.op === op;
  }

  /** An unquoted literal word, as reserved words are recognised. */
  private isWord(text: string, t = this.peek()): boolean {
    return t?.kind === 'word' && !t.word.quoted && t.word.text === text;
  }

  private expectWord(text: string): void {
    if (!this.isWord(text)) throw new ShellSyntaxError(`expected ${text}, found ${this.describe(this.peek())}`);
    this.pos++;
  }

  private expectOp(op: string): void {
    if (!this.isOp(op)) throw new ShellSyntaxError(`expected ${op}, found ${this.describe(this.peek())}`);
    this.pos++;
  }

  private skipNewlines(): void {
    while (this.isOp('\n')) this.pos++;
  }

  /** Commands up to a reserved word of `stop`, a `)` or `;;`, or the end. */
  private list(stop: ReadonlySet<string>): Node {
    const items: Node[] = [];
    for (;;) {
      while (this.isOp(';') || this.isOp('\n') || this.isOp('&')) this.pos++;
      const t = this.peek();
      if (!t || this.isOp(')', t) || this.isOp(';;', t)) break;
      if (t.kind === 'word' && !t.word.quoted && stop.has(t.word.text)) break;
      items.push(this.andOr());
    }
    return items.length === 1 ? items[0]! : { type: 'list', items };
  }

  private andOr(): Node {
    const first = this.pipeline();
    const rest: { op: '&&' | '||'; node: Node }[] = [];
    for (let t = this.peek(); t?.kind === 'op' && (t.op === '&&' || t.op === '||'); t = this.peek()) {
      this.pos++;
      this.skipNewlines();
      rest.push({ op: t.op, node: this.pipeline() });
    }
    return rest.length ? { type: 'andor', first, rest } : first;
  }

  private pipeline(): Node {
    let negate = false;
    if (this.isWord('!')) {
      negate = true;
      this.pos++;
    }
    const commands = [this.command()];
    while (this.isOp('|')) {
      this.pos++;
      this.skipNewlines();
      commands.push(this.command());
    }
    return commands.length === 1 && !negate ? commands[0]! : { type: 'pipeline', negate, commands };
  }

  private command(): Node {
    let node: Node;
    if (this.isWord('if')) node = this.ifClause();
    else if (this.isWord('while') || this.isWord('until')) node = this.loop();
    else if (this.isWord('for')) node = this.forLoop();
    else if (this.isWord('case')) node = this.caseClause();
    else if (this.isWord('{')) node = this.group();
    else if (this.isOp('(')) node = this.subshell();
    else if (this.isWord('function')) {
      this.pos++;
      const name = this.name();
      if (this.isOp('(')) {
        this.pos++;
        this.expectOp(')');
      }
      node = this.functionBody(name);
    } else if (
      this.peek()?.kind === 'word' &&
      this.isOp('(', this.tokens[this.pos + 1]) &&
      this.isOp(')', this.tokens[this.pos + 2])
    ) {
      const name = this.name();
      this.pos += 2;
      node = this.functionBody(name);
    } else return this.simple();
    this.redirects(); // `done < file`, `} > file`: what they read or write is not followed
    return node;
  }

  private name(): string {
    const t = this.peek();
    if (t?.kind !== 'word') throw new ShellSyntaxError(`expected a name, found ${this.describe(t)}`);
    this.pos++;
    return t.word.text;
  }

  private functionBody(name: string): Node {
    this.skipNewlines();
    return { type: 'function', name, body: this.command() };
  }

  private redirects(): Redirect[] {
    const out: Redirect[] = [];
    for (let t = this.peek(); t?.kind === 'op' && REDIRECTS.has(t.op); t = this.peek()) {
      this.pos++;
      const target = this.peek();
      if (target?.kind !== 'word') throw new ShellSyntaxError(`${t.op} without a target`);
      this.pos++;
      out.push({ op: t.op, target: target.word, ...(t.body ? { body: t.body } : {}) });
    }
    return out;
  }

  private simple(): Simple {
    const start = this.peek()?.start ?? this.src.length;
    let end = start;
    const assigns: Simple['assigns'] = [];
    const words: Word[] = [];
    const redirects: Redirect[] = [];
    for (let t = this.peek(); t; t = this.peek()) {
      if (t.kind === 'op') {
        if (!REDIRECTS.has(t.op)) break;
        redirects.push(...this.redirects());
        end = this.tokens[this.pos - 1]!.end;
        continue;
      }
      this.pos++;
      end = t.end;
      const first = t.word.parts[0];
      const m = !words.length && first?.t === 'lit' ? /^([A-Za-z_]\w*)=/.exec(first.s) : null;
      if (m && first?.t === 'lit') {
        const value: Part[] = [{ t: 'lit', s: first.s.slice(m[0].length) }, ...t.word.parts.slice(1)];
        assigns.push({
          name: m[1]!,
          value: { parts: value, text: t.word.text.slice(m[0].length), quoted: t.word.quoted },
        });
      } else words.push(t.word);
    }
    if (!assigns.length && !words.length && !redirects.length)
      throw new ShellSyntaxError(`unexpected ${this.describe(this.peek())}`);
    return { type: 'simple', assigns, words, redirects, text: this.src.slice(start, end) };
  }

  /** The source text from token `from` to the last one read, without trailing separators. */
  private textFrom(from: number): string {
    const end = this.tokens[this.pos - 1]?.end ?? from;
    return this.src.slice(from, end).replace(/[;\s]+$/, '');
  }

  private ifClause(): Node {
    const clauses: { cond: Node; body: Node; text: string }[] = [];
    let otherwise: Node | undefined;
    this.expectWord('if');
    for (;;) {
      const from = this.peek()?.start ?? this.src.length;
      const cond = this.list(new Set(['then']));
      const text = this.textFrom(from);
      this.expectWord('then');
      clauses.push({ cond, body: this.list(new Set(['elif', 'else', 'fi'])), text });
      if (this.isWord('elif')) {
        this.pos++;
        continue;
      }
      if (this.isWord('else')) {
        this.pos++;
        otherwise = this.list(new Set(['fi']));
      }
      this.expectWord('fi');
      return { type: 'if', clauses, ...(otherwise ? { otherwise } : {}) };
    }
  }

  private loop(): Node {
    const from = this.peek()!.start;
    const until = this.isWord('until');
    this.pos++;
    const cond = this.list(new Set(['do']));
    const text = this.textFrom(from);
    this.expectWord('do');
    const body = this.list(new Set(['done']));
    this.expectWord('done');
    return { type: 'loop', until, cond, body, text };
  }

  private forLoop(): Node {
    this.expectWord('for');
    const name = this.name();
    this.skipNewlines();
    let items: Word[] | undefined;
    if (this.isWord('in')) {
      this.pos++;
      items = [];
      for (let t = this.peek(); t?.kind === 'word'; t = this.peek()) {
        items.push(t.word);
        this.pos++;
      }
    }
    while (this.isOp(';') || this.isOp('\n')) this.pos++;
    this.expectWord('do');
    const body = this.list(new Set(['done']));
    this.expectWord('done');
    return { type: 'for', name, ...(items ? { items } : {}), body };
  }

  private caseClause(): Node {
    const from = this.peek()!.start;
    this.expectWord('case');
    const t = this.peek();
    if (t?.kind !== 'word') throw new ShellSyntaxError('case without a subject');
    this.pos++;
    const text = this.src.slice(from, t.end);
    this.skipNewlines();
    this.expectWord('in');
    const arms: { patterns: Word[]; body: Node }[] = [];
    for (;;) {
      this.skipNewlines();
      if (this.isWord('esac')) break;
      if (this.isOp('(')) this.pos++;
      const patterns: Word[] = [];
      for (let p = this.peek(); p && !this.isOp(')', p); p = this.peek()) {
        if (p.kind === 'word') patterns.push(p.word);
        else if (p.op !== '|') throw new ShellSyntaxError(`unexpected ${p.op} in a case pattern`);
        this.pos++;
      }
      this.expectOp(')');
      arms.push({ patterns, body: this.list(new Set(['esac'])) });
      if (this.isOp(';;')) this.pos++;
    }
    this.expectWord('esac');
    return { type: 'case', subject: t.word, arms, text };
  }

  private group(): Node {
    this.expectWord('{');
    const body = this.list(new Set(['}']));
    this.expectWord('}');
    return { type: 'group', subshell: false, body };
  }

  private subshell(): Node {
    this.expectOp('(');
    const body = this.list(new Set());
    this.expectOp(')');
    return { type: 'group', subshell: true, body };
  }
}
