/** One benchmark figure: a value measured beside the reference it is judged against. */
export interface Figure {
  name: string;
  value: number;
  unit: string;
  reference: string;
  referenceValue: number;
  ratio: number;
}

export function figure(name: string, unit: string, value: number, reference: string, referenceValue: number): Figure {
  const round = (n: number) => Math.round(n * 1000) / 1000;
  return { name, value: round(value), unit, reference, referenceValue: round(referenceValue), ratio: round(value / referenceValue) };
}

/** Median wall time of one call, in microseconds, after a warm-up. */
export async function medianMicros(fn: () => unknown, samples = 2000, warmup = 200): Promise<number> {
  for (let i = 0; i < warmup; i++) await fn();
  const times = new Float64Array(samples);
  for (let i = 0; i < samples; i++) {
    const start = process.hrtime.bigint();
    await fn();
    times[i] = Number(process.hrtime.bigint() - start) / 1000;
  }
  times.sort();
  return times[Math.floor(samples / 2)];
}
