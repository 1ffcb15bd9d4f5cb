import nodeModule from 'node:module';

interface CompileCacheApi {
  enableCompileCache?: (directory?: string) => { status: number; message?: string; directory?: string };
}

/**
 * V8's code cache for the modules the CLI loads next (Node >= 22.1: `module.enableCompileCache`): a second run
 * reads the compiled code instead of parsing and compiling the bundle again. The cache lives where Node keeps
 * it by default (NODE_COMPILE_CACHE, else node-compile-cache in the OS temporary folder), keyed by each file's
 * content and the Node version, and NODE_DISABLE_COMPILE_CACHE turns it off. It never changes what a run
 * prints: a folder that cannot be written, or a stale or broken entry, only means the code is compiled as
 * without it, so every failure is ignored. On Node 20 there is no such API and nothing happens.
 */
export function enableCompileCache(api: CompileCacheApi = nodeModule as CompileCacheApi): void {
  try {
    api.enableCompileCache?.();
  } catch {
    // Only ever an optimisation.
  }
}
