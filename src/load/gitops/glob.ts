// The three glob dialects the GitOps engines match paths with, as regular expressions:
// - `any`: gobwas/glob compiled without separators (Argo CD util/glob Match: directory include/exclude,
//   ignoreDifferences group and kind): `*` and `?` cross `/`, `[...]` and `{a,b}` as usual;
// - `segment`: Go's path.Match (ApplicationSet git directories generator): `*` and `?` stop at `/`;
// - `double`: doublestar (ApplicationSet git files generator): `**` spans folders, `*` stops at `/`.

export type GlobDialect = 'any' | 'segment' | 'double';

const cache = new Map<string, RegExp>();

export function globMatch(pattern: string, text: string, dialect: GlobDialect): boolean {
  const key = `${dialect}\0${pattern}`;
  let re = cache.get(key);
  if (!re) cache.set(key, (re = globRegExp(pattern, dialect)));
  return re.test(text);
}

function globRegExp(pattern: string, dialect: GlobDialect): RegExp {
  const star = dialect === 'any' ? '.*' : '[^/]*';
  const one = dialect === 'any' ? '.' : '[^/]';
  let out = '';
  let braces = 0;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    if (c === '\\' && i + 1 < pattern.length) out += escape(pattern[++i]!);
    else if (c === '*' && dialect === 'double' && pattern[i + 1] === '*') {
      // `**/` matches no folder or any number of them; a final `**` matches the rest.
      i++;
      if (pattern[i + 1] === '/') {
        i++;
        out += '(?:.*/)?';
      } else out += '.*';
    } else if (c === '*') out += star;
    else if (c === '?') out += one;
    else if (c === '[') {
      const end = pattern.indexOf(']', i + 2);
      if (end < 0) out += '\\[';
      else {
        const body = pattern
          .slice(i + 1, end)
          .replace(/^[!^]/, '^')
          .replace(/\\/g, '\\\\');
        out += `[${body}]`;
        i = end;
      }
    } else if (c === '{' && dialect !== 'segment') {
      braces++;
      out += '(?:';
    } else if (c === '}' && braces > 0) {
      braces--;
      out += ')';
    } else if (c === ',' && braces > 0) out += '|';
    else out += escape(c);
  }
  try {
    return new RegExp(`^${out}$`);
  } catch {
    return /(?!)/; // a pattern the engine would refuse matches nothing
  }
}

function escape(c: string): string {
  return /[.*+?^${}()|[\]\\/]/.test(c) ? `\\${c}` : c;
}
