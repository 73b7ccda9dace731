import { asIs } from '../process/confine.ts';
import { launch } from '../process/launch.ts';

export interface RipgrepRun {
  rgPath: string;
  args: readonly string[];
  cwd: string;
  signal: AbortSignal;
  /** Called with each line of output as it arrives; return `false` to stop: rg is killed and nothing more is read. */
  onLine(line: string): boolean | void;
}

export interface RipgrepExit {
  /** 0: something matched, 1: nothing matched, 2: an error (possibly beside matches); null when stopped or killed. */
  exitCode: number | null;
  /** What rg wrote to stderr, at most `maxStderrChars`. */
  stderr: string;
  /** `onLine` asked to stop before rg had finished. */
  stopped: boolean;
}

const maxStderrChars = 8_000;

/** Runs rg without a shell and streams its stdout line by line; a cancel kills it and rejects once it has exited. */
export function runRipgrep({ rgPath, args, cwd, signal, onLine }: RipgrepRun): Promise<RipgrepExit> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const child = launch({ program: asIs({ file: rgPath, args }), cwd, stdin: 'ignore' });
    let pending = '';
    let stderr = '';
    let stopped = false;
    let failure: unknown;

    const stop = () => {
      stopped = true;
      child.stdout.removeAllListeners('data');
      child.kill('SIGKILL');
    };
    const onAbort = () => {
      failure = signal.reason;
      stop();
    };
    signal.addEventListener('abort', onAbort, { once: true });

    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      // Lines are cut out of the chunk as they are found: no copy of the chunk, no array of its lines.
      let start = 0;
      for (let end = chunk.indexOf('\n'); end !== -1; start = end + 1, end = chunk.indexOf('\n', start)) {
        const line = pending === '' ? chunk.slice(start, end) : pending + chunk.slice(start, end);
        pending = '';
        if (onLine(line) === false) {
          stop();
          return;
        }
      }
      pending += chunk.slice(start);
    });
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      if (stderr.length < maxStderrChars) stderr = (stderr + chunk).slice(0, maxStderrChars);
    });
    child.on('error', (error) => {
      failure ??= error;
    });
    child.on('close', (code) => {
      signal.removeEventListener('abort', onAbort);
      if (failure !== undefined) {
        reject(failure);
        return;
      }
      if (!stopped && pending !== '') stopped = onLine(pending) === false;
      resolve({ exitCode: stopped ? null : code, stderr, stopped });
    });
  });
}
