// The checkout the gate runs in: its top folder and the URLs of its remotes. An application whose source URL
// names one of these remotes deploys files of this checkout, so the gate renders it from the working tree
// (what a pull request proposes), not from a clone of the URL.
import path from 'node:path';

export interface Checkout {
  /** Absolute top folder of the work tree. */
  root: string;
  /** Each remote URL, normalized (normalizeRepoUrl). */
  remotes: Set<string>;
  /** The remote URLs as configured, for messages. */
  urls: string[];
  /** The commit checked out, '' when there is none yet. */
  head: string;
}

/** The git checkout holding `dir`, or undefined outside one (or without git). */
export async function checkoutOf(dir: string, env: NodeJS.ProcessEnv): Promise<Checkout | undefined> {
  const top = await git(['rev-parse', '--show-toplevel'], dir, env);
  if (top === undefined) return undefined;
  const config = (await git(['config', '--get-regexp', '^remote\\..*\\.url$'], dir, env)) ?? '';
  const urls = config
    .split('\n')
    .map((l) => l.slice(l.indexOf(' ') + 1).trim())
    .filter(Boolean);
  const head = ((await git(['rev-parse', 'HEAD'], dir, env)) ?? '').trim();
  return { root: path.resolve(top.trim()), remotes: new Set(urls.map(normalizeRepoUrl)), urls, head };
}

async function git(args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<string | undefined> {
  // child_process only when the inputs hold an application (docs/performance.md, Start-up).
  const { execFile } = await import('node:child_process');
  return new Promise((resolve) => {
    execFile('git', args, { cwd, env, encoding: 'utf8', timeout: 30_000 }, (err, stdout) => {
      resolve(err ? undefined : stdout);
    });
  });
}

/**
 * A repository URL as `host/path`, lower-cased, so one repository reads the same however it is cloned:
 * https://, http://, ssh://, git@host:path (scp form) and git://; with or without user, port (of an SSH URL),
 * `.git` and a trailing slash. Argo CD's own comparison (util/git NormalizeGitURL) keeps the scheme, so an
 * application naming the https URL of a checkout cloned over SSH would not match there; here it does, since
 * both name the same files.
 */
export function normalizeRepoUrl(url: string): string {
  let s = url.trim().toLowerCase();
  const scp = /^(?:[^@/]+@)?([^:/]+):(?!\/\/)(.*)$/.exec(s);
  if (scp && !/^[a-z][a-z0-9+.-]*:\/\//.test(s)) s = `${scp[1]}/${scp[2]}`;
  else {
    s = s.replace(/^[a-z][a-z0-9+.-]*:\/\//, '');
    s = s.replace(/^[^@/]*@/, '');
    s = s.replace(/^([^/:]+):\d+(?=\/)/, '$1');
  }
  return s
    .replace(/\/+$/, '')
    .replace(/\.git$/, '')
    .replace(/\/+$/, '');
}
