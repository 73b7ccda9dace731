import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { writeFileAtomicSync } from '../common/files/atomic-write.ts';

const usageFile = z.object({
  projects: z.record(z.string(), z.object({ openedAt: z.number().optional(), forgottenAt: z.number().optional() })),
});

export type ProjectUsage = z.infer<typeof usageFile>['projects'];

/**
 * When each project was last opened and when it was taken off the recent list, in
 * `<data dir>/projects.json` (the store's projects table has no place for either).
 */
export interface ProjectUsageFile {
  read(): ProjectUsage;
  opened(id: string, at: number): void;
  forgotten(id: string, at: number): void;
}

export function projectUsageFile(dataDir: string): ProjectUsageFile {
  const file = join(dataDir, 'projects.json');
  const read = (): ProjectUsage => {
    try {
      return usageFile.parse(JSON.parse(readFileSync(file, 'utf8'))).projects;
    } catch {
      return {};
    }
  };
  const write = (projects: ProjectUsage) => writeFileAtomicSync(file, `${JSON.stringify({ projects }, null, 2)}\n`, { links: 'follow' });
  return {
    read,
    opened(id, at) {
      write({ ...read(), [id]: { openedAt: at } });
    },
    forgotten(id, at) {
      const projects = read();
      write({ ...projects, [id]: { ...projects[id], forgottenAt: at } });
    },
  };
}
