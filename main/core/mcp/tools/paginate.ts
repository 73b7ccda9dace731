/** Every item of a paged MCP list: asks again with `nextCursor` until the server gives none. */
export async function collectPages<T>(
  page: (cursor: string | undefined) => Promise<{ items: T[]; nextCursor?: string }>,
  maxPages = 100,
): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | undefined;
  for (let count = 0; count < maxPages; count++) {
    const result = await page(cursor);
    items.push(...result.items);
    if (!result.nextCursor || result.nextCursor === cursor) break;
    cursor = result.nextCursor;
  }
  return items;
}
