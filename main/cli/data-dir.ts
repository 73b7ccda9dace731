import { resolve } from 'node:path';
import { defaultDataDir } from '../core/paths.ts';
import type { CliIo } from './io.ts';

/** The data folder: `--data-dir` (from the current folder), else `DEFT_DATA_DIR`, else the platform's default. */
export function dataDirOption(flag: string | undefined, io: Pick<CliIo, 'cwd' | 'env'>): string {
  return flag === undefined ? defaultDataDir(io.env) : resolve(io.cwd, flag);
}
