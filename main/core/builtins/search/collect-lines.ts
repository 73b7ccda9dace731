/** A page of rg's output: `skip` lines passed over, then at most `keep` lines and `maxChars` characters kept, all counted. */
export interface LinePage {
  lines: string[];
  /** Lines rg printed, counted up to the point reading stopped. */
  total: number;
  /** Reading stopped at `maxChars`, so `total` is a lower bound. */
  cut: boolean;
}

export function pageCollector(skip: number, keep: number, maxChars = Infinity) {
  const page: LinePage = { lines: [], total: 0, cut: false };
  let chars = 0;
  return {
    page,
    /** Returns false once the page is full by characters: reading should stop. */
    add(line: string): boolean {
      page.total++;
      if (page.total <= skip || page.lines.length >= keep) return true;
      chars += line.length + 1;
      if (chars > maxChars) {
        page.cut = true;
        return false;
      }
      page.lines.push(line);
      return true;
    },
  };
}
