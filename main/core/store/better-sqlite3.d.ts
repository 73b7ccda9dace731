/** The part of better-sqlite3's API the store uses (the package ships no types). */
declare module 'better-sqlite3' {
  interface RunResult {
    changes: number;
    lastInsertRowid: number | bigint;
  }

  interface Statement<Row = unknown> {
    run(...params: unknown[]): RunResult;
    get(...params: unknown[]): Row | undefined;
    all(...params: unknown[]): Row[];
    iterate(...params: unknown[]): IterableIterator<Row>;
    pluck(toggle?: boolean): this;
  }

  interface Options {
    readonly?: boolean;
    fileMustExist?: boolean;
    timeout?: number;
  }

  interface Database {
    readonly open: boolean;
    readonly inTransaction: boolean;
    readonly name: string;
    prepare<Row = unknown>(sql: string): Statement<Row>;
    exec(sql: string): this;
    pragma(source: string, options?: { simple?: boolean }): unknown;
    /** Runs `fn` in a transaction (BEGIN); `.immediate` takes the write lock first (BEGIN IMMEDIATE). */
    transaction<Args extends unknown[], Result>(fn: (...args: Args) => Result): ((...args: Args) => Result) & { immediate(...args: Args): Result };
    close(): this;
  }

  interface DatabaseConstructor {
    new (filename: string, options?: Options): Database;
  }

  const Database: DatabaseConstructor;
  export default Database;
  export type { Database, Statement, RunResult, Options };
}
