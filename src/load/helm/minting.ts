import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** Sprig's certificate generators: each call makes a new key and certificate, on every render. */
const GENERATOR =
  /\b(?:genCA|genCAWithKey|genSelfSignedCert|genSelfSignedCertWithKey|genSignedCert|genSignedCertWithKey)\b/;
const DEFINE = /\{\{-?\s*define\s+"([^"]+)"\s*-?\}\}([\s\S]*?)(?=\{\{-?\s*define\s|$)/g;

/**
 * The generator a template calls, directly or through a named template (`include`/`template`) defined in
 * the chart's `templates/_*.tpl` helpers; undefined when it calls none.
 */
export async function mintingCalls(dir: string, texts: Map<string, string[]>): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const helpers = await helperGenerators(path.join(dir, 'templates'));
  for (const [rel, lines] of texts) {
    const text = lines.join('\n');
    const direct = GENERATOR.exec(text)?.[0];
    const viaHelper = [...helpers].find(([name]) => text.includes(`"${name}"`));
    const call = direct ?? (viaHelper && `${viaHelper[1]} (in named template "${viaHelper[0]}")`);
    if (call) out.set(rel, call);
  }
  return out;
}

async function helperGenerators(dir: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const files = await readdir(dir).catch(() => [] as string[]);
  for (const f of files.filter((n) => n.startsWith('_') && n.endsWith('.tpl'))) {
    const text = await readFile(path.join(dir, f), 'utf8').catch(() => '');
    for (const m of text.matchAll(DEFINE)) {
      const call = GENERATOR.exec(m[2]!)?.[0];
      if (call) out.set(m[1]!, call);
    }
  }
  return out;
}
