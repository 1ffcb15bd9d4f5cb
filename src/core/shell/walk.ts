/**
 * Walks every path through a shell script (syntax.ts) under the facts its caller supplies, and never runs
 * anything: each simple command's status, output and meaning come from a hook. A condition the facts do not
 * decide forks the walk in two, each path remembering what it assumed (docs/rotation.md, "Jobs and CronJobs
 * that mint").
 */
import { parseShell, type Node, type Part, type Simple, type Word } from './syntax.js';

export { ShellSyntaxError } from './syntax.js';

/** A value the script computes: a string, or a sketch of one whose unknown parts are HOLE. */
export type Value = string | Opaque;
export interface Opaque {
  /** The known text with HOLE where the value is not known. */
  readonly sketch: string;
  /** Known to be non-empty (e.g. the output of a read that finds an object). */
  readonly nonEmpty: boolean;
}
export const HOLE = '\u0000';
export const UNKNOWN: Opaque = { sketch: HOLE, nonEmpty: false };
export const SOMETHING: Opaque = { sketch: HOLE, nonEmpty: true };

export function known(v: Value | undefined): string | undefined {
  return typeof v === 'string' ? v : undefined;
}

export function sketchOf(v: Value): string {
  return typeof v === 'string' ? v : v.sketch;
}

function concat(values: readonly Value[]): Value {
  if (values.every((v) => typeof v === 'string')) return values.join('');
  const sketch = values.map(sketchOf).join('');
  const nonEmpty = values.some((v) => (typeof v === 'string' ? v !== '' : v.nonEmpty));
  return { sketch, nonEmpty };
}

/** One path through the script: its variables and files so far, what it assumed, and what happened on it. */
export interface Path<E> {
  vars: Map<string, Value>;
  /** $0, $1, ... */
  args: Value[];
  functions: Map<string, Node>;
  /** What commands wrote into files (`> file`), by path. */
  files: Map<string, Value>;
  /** Facts the hook keeps per path (e.g. objects deleted so far). */
  marks: Set<string>;
  /** The status of the last command: undefined when the facts do not decide it. */
  last: boolean | undefined;
  errexit: boolean;
  /** The conditions this path took without the facts deciding them, as `<condition> holds|fails`. */
  assumed: string[];
  events: E[];
  /** Set once the path has ended: by `exit` (status 0 or not) or by `return` out of a function. */
  end?: { by: 'exit' | 'return'; ok: boolean };
  /** Output of the command just run, for pipelines, substitutions and redirections. */
  out: Value;
}

/** What a simple command the evaluator does not know itself means, as the hook tells. */
export interface Outcome<E> {
  /** Its status (success when not given); 'unknown' when it depends on what the facts do not hold (a condition on it forks). */
  status?: boolean | 'unknown';
  out?: Value;
  event?: E;
}

export interface Command<E> {
  argv: Value[];
  /** The command's source text. */
  text: string;
  stdin?: Value;
  /** The script file it runs, when the evaluator could not read it. */
  runs?: string;
  path: Readonly<Path<E>>;
}

export interface WalkOptions<E> {
  /** Meaning of the commands the evaluator does not know; undefined means: it succeeds, its output unknown. */
  command: (cmd: Command<E>) => Outcome<E> | undefined;
  /** The text of a script file a command runs, when the inputs hold it. */
  script?: (file: string) => string | undefined;
  vars?: ReadonlyMap<string, Value>;
  args?: readonly Value[];
}

/** More paths, loop turns or nested scripts than the evaluator follows. */
export class ShellTooComplex extends Error {}

const MAX_PATHS = 64;
const MAX_TURNS = 32;
const MAX_DEPTH = 8;
const SHELLS = new Set(['sh', 'bash', 'ash', 'dash', 'ksh', 'zsh']);

/** Every path through a script (throws ShellSyntaxError, ShellTooComplex). */
export function walkShell<E>(script: string, options: WalkOptions<E>): Path<E>[] {
  const start: Path<E> = {
    vars: new Map(options.vars),
    args: [...(options.args ?? ['sh'])],
    functions: new Map(),
    files: new Map(),
    marks: new Set(),
    last: true,
    errexit: false,
    assumed: [],
    events: [],
    out: '',
  };
  return new Walker(options).run(parseShell(script), [start], false, 0);
}

export type ShellRun =
  { script: Value; index: number; args: Value[] } | { file: Value; index: number; args: Value[] } | undefined;

/** `sh [-flags] -c SCRIPT [$0 $1 ...]` or `sh [-flags] FILE [$1 ...]`: what a shell command line runs. */
export function shellCommand(argv: readonly Value[]): ShellRun {
  const bin = known(argv[0])?.split('/').pop();
  if (!bin || !SHELLS.has(bin)) return undefined;
  let inline = false;
  let i = 1;
  for (; i < argv.length; i++) {
    const a = known(argv[i]);
    if (a === undefined || !/^[-+]/.test(a) || a === '-' || a === '--') break;
    if (/^-[a-z]*c[a-z]*$/.test(a)) inline = true;
    if (/^[-+][a-z]*o$/.test(a)) i++; // -o pipefail, -euo pipefail
  }
  if (known(argv[i]) === '--') i++;
  const target = argv[i];
  if (target === undefined) return undefined;
  const rest = argv.slice(i + 1);
  if (inline) return { script: target, index: i, args: rest.length ? rest : [bin] };
  return { file: target, index: i, args: [target, ...rest] };
}

class Walker<E> {
  constructor(private readonly options: WalkOptions<E>) {}

  run(node: Node, paths: readonly Path<E>[], cond: boolean, depth: number): Path<E>[] {
    if (depth > MAX_DEPTH) throw new ShellTooComplex('scripts nested too deep');
    const out: Path<E>[] = [];
    for (const p of paths) {
      if (p.end) out.push(p);
      else out.push(...this.node(node, p, cond, depth));
    }
    if (out.length > MAX_PATHS) throw new ShellTooComplex(`more than ${MAX_PATHS} paths`);
    return out;
  }

  private node(node: Node, p: Path<E>, cond: boolean, depth: number): Path<E>[] {
    switch (node.type) {
      case 'simple':
        return this.simple(node, p, cond, depth);
      case 'list':
        return this.list(node.items, p, cond, depth);
      case 'andor':
        return this.andOr(node, p, depth);
      case 'pipeline':
        return this.pipeline(node, p, cond, depth);
      case 'if':
        return this.ifClause(node, p, depth);
      case 'loop':
        return this.loop(node, p, depth);
      case 'for':
        return this.forLoop(node, p, depth);
      case 'case':
        return this.caseClause(node, p, depth);
      case 'group':
        return node.subshell ? this.subshell(node.body, p, depth) : this.run(node.body, [p], cond, depth);
      case 'function':
        p.functions.set(node.name, node.body);
        p.last = true;
        return [p];
    }
  }

  private list(items: readonly Node[], p: Path<E>, cond: boolean, depth: number): Path<E>[] {
    let paths = [p];
    for (const item of items) {
      paths = this.run(item, paths, cond, depth);
      // set -e: a command that fails, outside a condition, ends the script.
      for (const q of paths)
        if (!q.end && q.errexit && !cond && q.last === false && item.type !== 'andor')
          q.end = { by: 'exit', ok: false };
    }
    return paths;
  }

  private andOr(node: Node & { type: 'andor' }, p: Path<E>, depth: number): Path<E>[] {
    let paths = this.run(node.first, [p], true, depth);
    let text = textOf(node.first);
    for (const { op, node: next } of node.rest) {
      const { yes, no } = decide(paths, text);
      const runs = op === '&&' ? yes : no;
      const skips = op === '&&' ? no : yes;
      paths = [...skips, ...this.run(next, runs, true, depth)];
      text = `${text} ${op} ${textOf(next)}`;
    }
    return paths;
  }

  private pipeline(node: Node & { type: 'pipeline' }, p: Path<E>, cond: boolean, depth: number): Path<E>[] {
    let paths = [p];
    node.commands.forEach((c, i) => {
      paths = paths.flatMap((q) => {
        if (q.end) return [q];
        const stdin = i > 0 ? q.out : undefined;
        return c.type === 'simple'
          ? this.simple(c, q, cond || node.negate, depth, stdin)
          : this.run(c, [q], cond || node.negate, depth);
      });
    });
    if (node.negate) for (const q of paths) q.last = q.last === undefined ? undefined : !q.last;
    return paths;
  }

  private ifClause(node: Node & { type: 'if' }, p: Path<E>, depth: number): Path<E>[] {
    const out: Path<E>[] = [];
    let rest = [p];
    for (const clause of node.clauses) {
      const { yes, no } = decide(this.run(clause.cond, rest, true, depth), clause.text);
      out.push(...this.run(clause.body, yes, false, depth));
      rest = no;
    }
    if (node.otherwise) out.push(...this.run(node.otherwise, rest, false, depth));
    else for (const q of rest) out.push(Object.assign(q, { last: true, out: '' }));
    return out;
  }

  private loop(node: Node & { type: 'loop' }, p: Path<E>, depth: number): Path<E>[] {
    const done: Path<E>[] = [];
    let paths = [p];
    for (let turn = 0; paths.length; turn++) {
      if (turn >= MAX_TURNS) throw new ShellTooComplex(`${node.text}: more than ${MAX_TURNS} turns`);
      const { yes, no } = decide(this.run(node.cond, paths, true, depth), node.text);
      done.push(...(node.until ? yes : no));
      paths = [];
      for (const q of this.run(node.body, node.until ? no : yes, false, depth)) (q.end ? done : paths).push(q);
    }
    // A loop's status is its body's last, or success when the body never ran: never the failing condition's.
    for (const q of done) if (!q.end) q.last = true;
    return done;
  }

  private forLoop(node: Node & { type: 'for' }, p: Path<E>, depth: number): Path<E>[] {
    const values = node.items ? node.items.flatMap((w) => this.fields(w, p, depth)) : p.args.slice(1);
    if (values.length > MAX_TURNS) throw new ShellTooComplex(`for ${node.name}: more than ${MAX_TURNS} turns`);
    let paths = [p];
    for (const v of values) {
      for (const q of paths) if (!q.end) q.vars.set(node.name, v);
      paths = this.run(node.body, paths, false, depth);
    }
    return paths;
  }

  private caseClause(node: Node & { type: 'case' }, p: Path<E>, depth: number): Path<E>[] {
    const subject = this.word(node.subject, p, depth);
    const out: Path<E>[] = [];
    let rest = [p];
    for (const arm of node.arms) {
      const hit = matchesAny(
        subject,
        arm.patterns.map((w) => this.word(w, p, depth)),
      );
      const label = `${node.text} matches ${arm.patterns.map((w) => w.text).join('|')}`;
      const yes: Path<E>[] = [];
      const no: Path<E>[] = [];
      for (const q of rest) {
        if (hit === true) yes.push(q);
        else if (hit === false) no.push(q);
        else {
          yes.push(assume(fork(q), `${label} holds`));
          no.push(assume(q, `${label} fails`));
        }
      }
      out.push(...this.run(arm.body, yes, false, depth));
      rest = no;
    }
    return [...out, ...rest];
  }

  /** `( ... )`: its variables stay inside, and its exit ends only it. */
  private subshell(body: Node, p: Path<E>, depth: number): Path<E>[] {
    return this.child(p, p.args, false, (inner) => this.run(body, [inner], false, depth));
  }

  /** A child shell (`sh -c`, `sh file`, a subshell): runs on a copy; what it changes in variables is lost. */
  private child(p: Path<E>, args: Value[], fresh: boolean, run: (inner: Path<E>) => Path<E>[]): Path<E>[] {
    const saved = { vars: p.vars, args: p.args, functions: p.functions, errexit: p.errexit };
    const inner = fork(p);
    inner.args = args;
    if (fresh) Object.assign(inner, { functions: new Map(), errexit: false });
    return run(inner).map((q) => {
      const ok = q.end ? q.end.ok : q.last;
      delete q.end;
      return Object.assign(q, saved, { vars: new Map(saved.vars), functions: new Map(saved.functions), last: ok });
    });
  }

  private simple(node: Simple, p: Path<E>, cond: boolean, depth: number, stdin?: Value): Path<E>[] {
    let last: boolean | undefined = true;
    for (const a of node.assigns) {
      const v = this.word(a.value, p, depth);
      if (a.value.parts.some((x) => x.t === 'sub')) last = p.last;
      if (!node.words.length) p.vars.set(a.name, v);
    }
    const argv = node.words.flatMap((w) => this.fields(w, p, depth));
    for (const r of node.redirects) {
      if (r.body) stdin = this.word(r.body, p, depth);
      else if (r.op === '<<<' && r.target) stdin = concat([this.word(r.target, p, depth), '\n']);
      else if (r.op === '<' && r.target) stdin = p.files.get(known(this.word(r.target, p, depth)) ?? '') ?? UNKNOWN;
    }
    if (!argv.length) {
      p.last = last;
      p.out = '';
      return [this.redirect(node, p, depth)];
    }
    return this.dispatch(node, argv, p, cond, depth, stdin).map((q) => (q.end ? q : this.redirect(node, q, depth)));
  }

  /** `> file` keeps what the command printed as that file; `>/dev/null` drops it. */
  private redirect(node: Simple, p: Path<E>, depth: number): Path<E> {
    for (const r of node.redirects) {
      if (!r.target || !['>', '>>', '>|', '&>', '&>>'].includes(r.op)) continue;
      const file = known(this.word(r.target, p, depth));
      if (file !== undefined && file !== '/dev/null' && !/^\d+$/.test(file))
        p.files.set(file, r.op.endsWith('>>') ? concat([p.files.get(file) ?? '', p.out]) : p.out);
      p.out = '';
    }
    return p;
  }

  private dispatch(
    node: Simple,
    argv: Value[],
    p: Path<E>,
    cond: boolean,
    depth: number,
    stdin: Value | undefined,
  ): Path<E>[] {
    const name = known(argv[0]);
    const args = argv.slice(1);
    const status = (s: boolean | undefined, out: Value = '') => {
      p.last = s;
      p.out = out;
      return [p];
    };
    switch (name) {
      case 'exit':
      case 'return': {
        const code = known(args[0]);
        const ok = code === undefined ? p.last !== false : code === '0';
        p.end = { by: name, ok };
        p.last = ok;
        return [p];
      }
      case 'true':
      case ':':
        return status(true);
      case 'false':
        return status(false);
      case 'test':
      case '[':
      case '[[':
        return status(
          testExpr(
            args.filter((a, i) => i < args.length - 1 || (a !== ']' && a !== ']]')),
            p,
          ),
        );
      case 'echo':
        return status(true, concat([...joinArgs(args.filter((a) => !/^-[neE]+$/.test(known(a) ?? ''))), '\n']));
      case 'printf':
        return status(true, concat(joinArgs(args)));
      case 'cat': {
        const files = args.filter((a) => !/^-/.test(known(a) ?? ''));
        const out = files.length ? concat(files.map((f) => p.files.get(known(f) ?? '') ?? UNKNOWN)) : (stdin ?? '');
        return status(true, out);
      }
      case 'set':
        this.set(args, p);
        return status(true);
      case 'shift': {
        const n = Number(known(args[0]) ?? 1);
        p.args = [p.args[0] ?? 'sh', ...p.args.slice(1 + (Number.isInteger(n) ? n : 1))];
        return status(true);
      }
      case 'export':
      case 'local':
      case 'readonly':
      case 'declare':
      case 'typeset':
        for (const a of args) {
          const s = sketchOf(a);
          const eq = s.indexOf('=');
          if (eq > 0 && /^[A-Za-z_]\w*$/.test(s.slice(0, eq))) p.vars.set(s.slice(0, eq), rest(a, eq + 1));
        }
        return status(true);
      case 'exec':
      case 'command':
      case 'env':
      case 'nohup':
      case 'time': {
        if (name === 'command' && known(args[0]) === '-v') break;
        while (name === 'env' && /^[A-Za-z_]\w*=/.test(sketchOf(args[0] ?? ''))) args.shift();
        return args.length ? this.dispatch(node, args, p, cond, depth, stdin) : status(true);
      }
      case 'source':
      case '.':
        return this.include(node, args, p, depth, stdin, true);
    }
    const fn = name !== undefined ? p.functions.get(name) : undefined;
    if (fn) return this.call(fn, argv, p, depth);
    const sh = shellCommand(argv);
    if (sh && 'script' in sh) {
      const text = known(sh.script);
      if (text !== undefined) return this.child(p, sh.args, true, (inner) => this.nested(text, inner, depth));
    }
    if (sh && 'file' in sh) return this.include(node, sh.args, p, depth, stdin, false);
    if (
      name !== undefined &&
      (name.startsWith('./') || name.endsWith('.sh') || this.options.script?.(name) !== undefined)
    )
      return this.include(node, argv, p, depth, stdin, false);
    return this.hook(node, argv, p, stdin);
  }

  private hook(node: Simple, argv: Value[], p: Path<E>, stdin: Value | undefined, runs?: string): Path<E>[] {
    const o = this.options.command({
      argv,
      text: node.text,
      path: p,
      ...(stdin !== undefined ? { stdin } : {}),
      ...(runs !== undefined ? { runs } : {}),
    });
    if (o?.event !== undefined) p.events.push(o.event);
    p.last = o?.status === 'unknown' ? undefined : (o?.status ?? true);
    p.out = o?.out ?? UNKNOWN;
    return [p];
  }

  private set(args: readonly Value[], p: Path<E>): void {
    for (let i = 0; i < args.length; i++) {
      const a = known(args[i]) ?? '';
      if (a === '--') {
        p.args = [p.args[0] ?? 'sh', ...args.slice(i + 1)];
        return;
      }
      if (/^-[a-z]*e/.test(a) || (a === '-o' && known(args[i + 1]) === 'errexit')) p.errexit = true;
      if (/^\+[a-z]*e/.test(a) || (a === '+o' && known(args[i + 1]) === 'errexit')) p.errexit = false;
    }
  }

  /** A script file (`source f`, `sh f`, `./f`): followed when the inputs hold it, else the hook hears of it. */
  private include(
    node: Simple,
    argv: readonly Value[],
    p: Path<E>,
    depth: number,
    stdin: Value | undefined,
    same: boolean,
  ): Path<E>[] {
    const file = known(argv[0]);
    const text = file !== undefined ? this.options.script?.(file) : undefined;
    if (text === undefined) return this.hook(node, [...argv], p, stdin, sketchOf(argv[0] ?? UNKNOWN));
    if (!same) return this.child(p, [...argv], true, (inner) => this.nested(text, inner, depth));
    const saved = p.args;
    p.args = [p.args[0] ?? 'sh', ...argv.slice(1)];
    return this.nested(text, p, depth).map((q) => {
      if (q.end?.by === 'return') delete q.end;
      q.args = saved;
      return q;
    });
  }

  private nested(script: string, p: Path<E>, depth: number): Path<E>[] {
    return this.run(parseShell(script), [p], false, depth + 1);
  }

  private call(body: Node, argv: Value[], p: Path<E>, depth: number): Path<E>[] {
    const saved = p.args;
    p.args = [p.args[0] ?? 'sh', ...argv.slice(1)];
    return this.run(body, [p], false, depth + 1).map((q) => {
      if (q.end?.by === 'return') delete q.end;
      q.args = saved;
      return q;
    });
  }

  /** A word as one value (inside quotes, or as an assignment's value). */
  private word(w: Word, p: Path<E>, depth: number): Value {
    return concat(w.parts.map((part) => this.part(part, p, depth)));
  }

  /** A word as the fields it becomes: an unquoted expansion is split at blanks. */
  private fields(w: Word, p: Path<E>, depth: number): Value[] {
    const only = w.parts.length === 1 ? w.parts[0] : undefined;
    if (only?.t === 'var' && (only.name === '@' || only.name === '*')) return p.args.slice(1);
    if (w.quoted || !w.parts.some((x) => x.t === 'var' || x.t === 'sub')) return [this.word(w, p, depth)];
    const v = this.word(w, p, depth);
    if (typeof v !== 'string') return [v];
    return v.split(/[ \t\n]+/).filter((s) => s !== '');
  }

  private part(part: Part, p: Path<E>, depth: number): Value {
    switch (part.t) {
      case 'lit':
        return part.s;
      case 'unknown':
        return UNKNOWN;
      case 'sub':
        return this.substitute(part.script, p, depth);
      case 'var': {
        const v = this.variable(part.name, p);
        if (part.op === undefined || !part.arg) return v ?? '';
        if (typeof v !== 'string' && v !== undefined && part.op.startsWith(':') && !v.nonEmpty) return UNKNOWN;
        if (v !== undefined && !(part.op.startsWith(':') && v === '')) return v;
        const d = this.word(part.arg, p, depth);
        if (part.op.endsWith('=')) p.vars.set(part.name, d);
        return d;
      }
    }
  }

  private variable(name: string, p: Path<E>): Value | undefined {
    if (/^\d$/.test(name)) return p.args[Number(name)];
    switch (name) {
      case '?':
        return p.last === undefined ? UNKNOWN : p.last ? '0' : '1';
      case '#':
        return String(p.args.length - 1);
      case '@':
      case '*':
        return concat(joinArgs(p.args.slice(1)));
      case '$':
      case '!':
      case '-':
        return UNKNOWN;
    }
    return p.vars.get(name);
  }

  /** `$(...)`: runs on a copy of the path; its events and files count, its variables do not. */
  private substitute(script: string, p: Path<E>, depth: number): Value {
    let node: Node;
    try {
      node = parseShell(script);
    } catch {
      return UNKNOWN;
    }
    const inner = fork(p);
    inner.out = '';
    const results = this.run(node, [inner], true, depth + 1);
    const first = results[0]!;
    p.events.push(...first.events.slice(p.events.length));
    for (const [k, v] of first.files) p.files.set(k, v);
    for (const m of first.marks) p.marks.add(m);
    p.last = results.every((r) => r.last === first.last) ? first.last : undefined;
    const out = results.every((r) => sameValue(r.out, first.out)) ? first.out : UNKNOWN;
    return typeof out === 'string' ? out.replace(/\n+$/, '') : out;
  }
}

function rest(v: Value, from: number): Value {
  if (typeof v === 'string') return v.slice(from);
  const sketch = v.sketch.slice(from);
  return sketch.includes(HOLE) ? { sketch, nonEmpty: v.nonEmpty } : sketch;
}

function joinArgs(args: readonly Value[]): Value[] {
  return args.flatMap((a, i) => (i ? [' ', a] : [a]));
}

function sameValue(a: Value, b: Value): boolean {
  return typeof a === 'string' ? a === b : typeof b !== 'string' && a.sketch === b.sketch;
}

function textOf(node: Node): string {
  switch (node.type) {
    case 'simple':
      return node.text;
    case 'pipeline':
      return (node.negate ? '! ' : '') + node.commands.map(textOf).join(' | ');
    case 'andor':
      return [textOf(node.first), ...node.rest.map((r) => `${r.op} ${textOf(r.node)}`)].join(' ');
    case 'list':
      return node.items.map(textOf).join('; ');
    case 'group':
      return node.subshell ? `( ${textOf(node.body)} )` : `{ ${textOf(node.body)}; }`;
    case 'if':
      return `if ${node.clauses[0]?.text ?? ''}`;
    case 'loop':
    case 'case':
      return node.text;
    case 'for':
      return `for ${node.name}`;
    case 'function':
      return `${node.name}()`;
  }
}

/** A copy of a path, for a fork: from here on the two differ. */
function fork<E>(p: Path<E>): Path<E> {
  return {
    ...p,
    vars: new Map(p.vars),
    args: [...p.args],
    functions: new Map(p.functions),
    files: new Map(p.files),
    marks: new Set(p.marks),
    assumed: [...p.assumed],
    events: [...p.events],
  };
}

function assume<E>(p: Path<E>, what: string): Path<E> {
  p.assumed.push(what);
  return p;
}

/** The paths on which a condition (the last status) holds and fails; an undecided one forks. */
function decide<E>(paths: readonly Path<E>[], text: string): { yes: Path<E>[]; no: Path<E>[] } {
  const yes: Path<E>[] = [];
  const no: Path<E>[] = [];
  for (const p of paths) {
    if (p.end)
      no.push(p); // ended inside the condition: goes on ended
    else if (p.last === true) yes.push(p);
    else if (p.last === false) no.push(p);
    else {
      yes.push(assume(Object.assign(fork(p), { last: true }), `${text} holds`));
      no.push(assume(Object.assign(p, { last: false }), `${text} fails`));
    }
  }
  return { yes, no };
}

function matchesAny(subject: Value, patterns: readonly Value[]): boolean | undefined {
  let unsure = false;
  for (const pat of patterns) {
    const hit = globMatch(subject, pat);
    if (hit) return true;
    if (hit === undefined) unsure = true;
  }
  return unsure ? undefined : false;
}

function globMatch(subject: Value, pattern: Value): boolean | undefined {
  if (typeof pattern !== 'string') return undefined;
  if (pattern === '*') return true;
  if (typeof subject !== 'string') return undefined;
  const re = pattern
    .split('')
    .map((c) => (c === '*' ? '.*' : c === '?' ? '.' : c.replace(/[.+^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${re}$`).test(subject);
}

/** `test` / `[` / `[[`: true, false, or undefined when the values it compares are not known. */
function testExpr(args: readonly Value[], p: Path<unknown>): boolean | undefined {
  let i = 0;
  const at = (k = i) => known(args[k]);
  const or = (): boolean | undefined => {
    let v = and();
    while (at() === '-o' || at() === '||') {
      i++;
      const w = and();
      v = v === true || w === true ? true : v === false && w === false ? false : undefined;
    }
    return v;
  };
  const and = (): boolean | undefined => {
    let v = not();
    while (at() === '-a' || at() === '&&') {
      i++;
      const w = not();
      v = v === false || w === false ? false : v === true && w === true ? true : undefined;
    }
    return v;
  };
  const not = (): boolean | undefined => {
    if (at() === '!') {
      i++;
      const v = not();
      return v === undefined ? undefined : !v;
    }
    return primary();
  };
  const primary = (): boolean | undefined => {
    if (at() === '(') {
      i++;
      const v = or();
      if (at() === ')') i++;
      return v;
    }
    const op = at();
    if (op && /^-[a-zA-Z]$/.test(op) && i + 1 < args.length && !isBinary(at(i + 1))) {
      const v = args[i + 1]!;
      i += 2;
      return unary(op, v, p);
    }
    const left = args[i++];
    if (left === undefined) return false;
    const bop = at();
    if (bop && isBinary(bop)) {
      const right = args[i + 1] ?? '';
      i += 2;
      return binary(left, bop, right);
    }
    return nonEmpty(left);
  };
  return or();
}

function isBinary(op: string | undefined): boolean {
  return op !== undefined && ['=', '==', '!=', '-eq', '-ne', '-lt', '-le', '-gt', '-ge', '=~', '<', '>'].includes(op);
}

function nonEmpty(v: Value): boolean | undefined {
  return typeof v === 'string' ? v !== '' : v.nonEmpty ? true : undefined;
}

function unary(op: string, v: Value, p: Path<unknown>): boolean | undefined {
  if (op === '-z') {
    const n = nonEmpty(v);
    return n === undefined ? undefined : !n;
  }
  if (op === '-n') return nonEmpty(v);
  const file = known(v);
  if ('efsrd'.includes(op[1]!) && file !== undefined && p.files.has(file)) return true;
  return undefined;
}

function binary(left: Value, op: string, right: Value): boolean | undefined {
  const l = known(left);
  const r = known(right);
  if (op === '=' || op === '==' || op === '!=') {
    let eq: boolean | undefined;
    if (l !== undefined && r !== undefined) eq = op === '==' ? globMatch(l, r) : l === r;
    else if ((l === '' && nonEmpty(right)) || (r === '' && nonEmpty(left))) eq = false;
    return eq === undefined ? undefined : op === '!=' ? !eq : eq;
  }
  if (l === undefined || r === undefined || op === '=~' || op === '<' || op === '>') return undefined;
  if (l.trim() === '' || r.trim() === '') return undefined;
  const a = Number(l);
  const b = Number(r);
  if (!Number.isFinite(a) || !Number.isFinite(b)) return undefined;
  switch (op) {
    case '-eq':
      return a === b;
    case '-ne':
      return a !== b;
    case '-lt':
      return a < b;
    case '-le':
      return a <= b;
    case '-gt':
      return a > b;
    default:
      return a >= b;
  }
}
