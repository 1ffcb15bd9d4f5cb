import { main } from './main.js';

// The process shell: real stdio in, exit code out. Everything testable lives in main().
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
  isTTY: Boolean(process.stdout.isTTY),
};

// Exit at once: a kubeconfig exec plugin that hung past --timeout must not keep the process alive.
// (stdout and stderr writes to files and pipes are synchronous on Linux, so nothing is cut short.)
process.exit(await main(process.argv.slice(2), io));
