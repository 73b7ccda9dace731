import type { CliInput } from './io.ts';

/** Everything until the input ends, as UTF-8 text. */
export async function readAll(input: CliInput): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of input) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}
