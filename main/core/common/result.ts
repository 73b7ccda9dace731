/** The outcome of something that can fail in an expected way: its value, or what went wrong. */
export type Result<T, E = string> = { ok: true; value: T } | { ok: false; error: E };
