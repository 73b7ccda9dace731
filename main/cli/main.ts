import { runCli } from './cli.ts';

// `deft sessions list | head` closes the pipe early; that is not an error.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    process.exit();
  });
}

process.exitCode = await runCli(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  env: process.env,
  cwd: process.cwd(),
  get stdin() {
    return process.stdin;
  },
  onInterrupt(listener) {
    process.on('SIGINT', listener);
    return () => process.off('SIGINT', listener);
  },
  exit: (code) => process.exit(code),
});

// A finished run may leave handles behind (a terminal, a socket) that would keep the process alive.
await Promise.all([process.stdout, process.stderr].map((stream) => new Promise((resolve) => stream.write('', resolve))));
process.exit();
