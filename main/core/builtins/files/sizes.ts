/** 1234567 → "1,234,567". */
export function count(n: number): string {
  return n.toLocaleString('en-US');
}

/** A byte count for people: "812 bytes", "12.4 KB", "3.1 MB", "1.0 GB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} byte${bytes === 1 ? '' : 's'}`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}
