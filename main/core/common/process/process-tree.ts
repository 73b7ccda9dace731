import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

/** The environment variable every process of one command inherits; it outlives reparenting and `setsid`. */
export const shellIdVariable = 'DEFT_SHELL_ID';

interface ProcessEntry {
  pid: number;
  ppid: number;
  pgrp: number;
  state: string;
}

/**
 * The live processes of one command: its process group, every descendant of its shell (found by
 * parent links), and every process whose environment carries the command's id (which finds the
 * ones that left the group and were reparented). Zombies count as dead.
 */
export function processesOf(shellPid: number, shellId: string): number[] {
  const entries = readProcesses();
  const found = new Set<number>();
  const children = new Map<number, number[]>();
  for (const entry of entries) {
    if (entry.state === 'Z' || entry.pid === process.pid) continue;
    children.set(entry.ppid, [...(children.get(entry.ppid) ?? []), entry.pid]);
    if (entry.pid === shellPid || entry.pgrp === shellPid || carriesShellId(entry.pid, shellId)) found.add(entry.pid);
  }
  const queue = [shellPid, ...found];
  for (let pid = queue.pop(); pid !== undefined; pid = queue.pop()) {
    for (const child of children.get(pid) ?? []) {
      if (!found.has(child)) {
        found.add(child);
        queue.push(child);
      }
    }
  }
  return [...found];
}

/** Whether the process is gone or a zombie. */
export function isDead(pid: number): boolean {
  const entry = readStat(pid);
  return entry === undefined || entry.state === 'Z';
}

function readProcesses(): ProcessEntry[] {
  const entries: ProcessEntry[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const entry = readStat(Number(name));
    if (entry) entries.push(entry);
  }
  return entries;
}

function readStat(pid: number): ProcessEntry | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
    // The command name is in parentheses and may contain spaces and parentheses itself.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { pid, state: fields[0], ppid: Number(fields[1]), pgrp: Number(fields[2]) };
  } catch {
    return undefined;
  }
}

function carriesShellId(pid: number, shellId: string): boolean {
  try {
    return readFileSync(`/proc/${pid}/environ`, 'latin1').includes(`\0${shellIdVariable}=${shellId}\0`);
  } catch {
    return false;
  }
}

/** A process's environment as `/proc/<pid>/environ` gives it (as it was when it started); undefined when unreadable. */
export function environmentOf(pid: number): Map<string, string> | undefined {
  try {
    const entries = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').filter((entry) => entry.includes('='));
    return new Map(entries.map((entry) => [entry.slice(0, entry.indexOf('=')), entry.slice(entry.indexOf('=') + 1)]));
  } catch {
    return undefined;
  }
}

/** A live process of a command with its arguments, as `/proc/<pid>/cmdline` gives them. */
export interface CommandLine {
  pid: number;
  ppid: number;
  argv: string[];
  /** The file it runs (`/proc/<pid>/exe`), which its argv[0] need not name (`exec -a cat vim`); absent when unreadable. */
  program?: string;
}

function programOf(pid: number): string | undefined {
  try {
    return readlinkSync(`/proc/${pid}/exe`);
  } catch {
    return undefined;
  }
}

/** The live processes of one command (see `processesOf`) with their command lines; empty where /proc is missing. */
export function commandLinesOf(shellPid: number, shellId: string): CommandLine[] {
  let pids: number[];
  try {
    pids = processesOf(shellPid, shellId);
  } catch {
    return [];
  }
  const lines: CommandLine[] = [];
  for (const pid of pids) {
    const entry = readStat(pid);
    try {
      const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter((arg, i, all) => i < all.length - 1 || arg !== '');
      const program = programOf(pid);
      if (entry && argv.length > 0) lines.push({ pid, ppid: entry.ppid, argv, ...(program && { program }) });
    } catch {
      // It ended meanwhile.
    }
  }
  return lines;
}
