// Preloaded into every test process (npm test passes --import, which node --test hands on to each file's
// process). With --test-force-exit a test file's process exits as soon as its tests end, and on Linux its
// stdout (the pipe its verdicts travel to the runner on) is non-blocking: frames still buffered are lost,
// and the runner reports fewer tests with exit 0 (nodejs/node#64833). Blocking writes cannot be lost.
process.stdout._handle?.setBlocking?.(true);
