import { stampCatalog, stampChanged, type CatalogStamp } from './catalog-stamp.ts';
import { catalogSources, loadCatalog, type CatalogOptions, type CommandCatalog } from './command-catalog.ts';

/** A catalog that follows its files while the session runs. */
export interface LiveCatalog {
  /** The catalog as read last; the session's first one until `current()` finds a change. */
  latest(): CommandCatalog;
  /** The catalog as the files are now: read again only when one of its folders or files changed since the last read. */
  current(): Promise<CommandCatalog>;
}

/**
 * Reads the catalog, and again on use once its files changed. The first read's problems are in
 * `latest().problems`; a later read gives `onProblems` only the problems the one before it had not.
 */
export async function openLiveCatalog(options: CatalogOptions, onProblems: (problems: readonly string[]) => void): Promise<LiveCatalog> {
  const sources = catalogSources(options);
  const read = async () => {
    const stamp = await stampCatalog(sources);
    return { stamp, catalog: await loadCatalog(sources) };
  };
  let last: { stamp: CatalogStamp; catalog: CommandCatalog } = await read();
  let checking: Promise<CommandCatalog> | undefined;

  const refresh = async (): Promise<CommandCatalog> => {
    if (!(await stampChanged(last.stamp))) return last.catalog;
    const before = new Set(last.catalog.problems);
    last = await read();
    const added = last.catalog.problems.filter((problem) => !before.has(problem));
    if (added.length > 0) onProblems(added);
    return last.catalog;
  };

  return {
    latest: () => last.catalog,
    current() {
      checking ??= refresh().finally(() => {
        checking = undefined;
      });
      return checking;
    },
  };
}
