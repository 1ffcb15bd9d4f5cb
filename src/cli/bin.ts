import path from 'node:path';
import { loadCli } from './chunk-loader.js';

// The bin, bundled as CommonJS (dist/cli.cjs: an ES module entry costs Node 20 ~6 ms more to start; hence
// no top-level await). The commands' code is in dist/chunks/, loaded with a code cache (chunk-loader.ts).
const cli = loadCli(path.join(__dirname, 'chunks', 'main.cjs'), process.argv[2], process.env);
const { main } = cli.exports as typeof import('./main.js');

// The process shell: real stdio in, exit code out. Everything testable lives in main().
void run();

async function run(): Promise<void> {
  const io = {
    out: (s: string) => void process.stdout.write(s),
    err: (s: string) => void process.stderr.write(s),
    readStdin: async (maxBytes?: number) => {
      const chunks: Buffer[] = [];
      let total = 0;
      for await (const c of process.stdin) {
        chunks.push(c as Buffer);
        total += (c as Buffer).length;
        // Past the limit the caller refuses the input anyway: stop reading (`cat /dev/zero | ... check -`).
        if (maxBytes !== undefined && total > maxBytes) break;
      }
      return Buffer.concat(chunks).toString('utf8');
    },
    cwd: process.cwd(),
    env: process.env,
    isTTY: (process.stdout.isTTY as boolean | undefined) ?? false, // undefined when stdout is not a terminal
  };

  const code = await main(process.argv.slice(2), io);
  // Set before the wait below: should the loop empty during it, the process ends on its own with this code.
  process.exitCode = code;
  cli.save();
  // A pipe takes 64 KB at a time: a report larger than that is still queued when main returns (`| jq` or a
  // slow reader would get it cut short), so wait until stdout and stderr have handed it all to the OS (or
  // the reader went away). Then exit at once: a kubeconfig exec plugin that hung past --timeout must not
  // keep the process alive. An empty write's callback runs once everything queued before it is handed over
  // (or failed); 'drain' comes only after a refused write, and was missed under load (exit 0 with findings).
  await Promise.all(
    [process.stdout, process.stderr]
      .filter((s) => s.writableLength && !s.destroyed)
      .map(
        (s) =>
          new Promise<void>((done) => {
            s.once('error', () => {
              done(); // the reader went away (EPIPE)
            });
            s.write('', () => {
              done();
            });
          }),
      ),
  );
  process.exit(code);
}
