import type { SettingsProblem } from './types.ts';

export interface TextPlace {
  line: number;
  column: number;
}

/** A problem whose message reads `file:line:column: path: what`, leaving out the parts not known. */
export function settingsProblem(file: string, what: string, place?: TextPlace, path?: string): SettingsProblem {
  const location = place ? `${file}:${place.line}:${place.column}` : file;
  const message = [location, path, what].filter((part) => part !== undefined).join(': ');
  return { file, ...place, ...(path !== undefined && { path }), message };
}
