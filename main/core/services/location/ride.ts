/** One ride on a bus, metro or train line, the same way for every provider: "Line 14: Wangjing → Jianguomen, 10 stops". */
export function describeRide(line: string, from: string | undefined, to: string | undefined, stops: number | undefined): string {
  const count = stops === undefined ? '' : `, ${stops} stop${stops === 1 ? '' : 's'}`;
  return `${line}: ${from ?? '?'} → ${to ?? '?'}${count}`;
}
