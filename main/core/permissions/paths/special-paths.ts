import { basename, sep } from 'node:path';
import { homeStores } from '../../common/files/credential-stores.ts';
import { isWithin, pathForms, type ResolvedPath } from './resolve.ts';
import { isEnvFileName } from './env-files.ts';

/** Folders and files whose change can run code or alter configuration: never auto-approved. */
const protectedDirs = ['.git', '.deft', '.claude', '.vscode', '.idea', '.husky', '.cargo', '.devcontainer', '.yarn', '.mvn'];
const protectedFiles = new Set([
  '.gitconfig', '.gitmodules', '.gitattributes', '.bashrc', '.bash_profile', '.bash_login', '.bash_logout', '.zshrc',
  '.zshenv', '.zprofile', '.zlogin', '.profile', '.envrc', '.npmrc', '.yarnrc', '.yarnrc.yml', '.pnp.cjs',
  'bunfig.toml', '.bazelrc', '.pre-commit-config.yaml', 'lefthook.yml', '.devcontainer.json', '.ripgreprc',
  'pyrightconfig.json', '.mcp.json', '.claude.json', '.pypirc',
]);

const escapedSep = sep.replace(/\\/g, '\\\\');
/** A segment of the path is one of the protected folders. */
const inProtectedDir = new RegExp(`(?:^|${escapedSep})(?:${protectedDirs.map((dir) => dir.replace('.', '\\.')).join('|')})(?:${escapedSep}|$)`);

export function isProtectedPath(path: ResolvedPath): boolean {
  return pathForms(path).some((form) => protectedFiles.has(basename(form)) || inProtectedDir.test(form) || form.includes(`${sep}.config${sep}git`));
}

/** Files of a Deft-started process (and its threads) that show its environment, arguments or memory. */
const processFiles = '{environ,cmdline,mem,maps,smaps,smaps_rollup,numa_maps,pagemap,auxv,stack,syscall,fd,fdinfo,map_files}';

/** Places outside any home folder. */
const systemStores = [
  `/proc/*/${processFiles}`, `/proc/*/task/*/${processFiles}`, '/proc/kcore', '/etc/shadow', '/etc/gshadow',
  '/etc/ssl/private', '/etc/letsencrypt', '/Library/Keychains', '/var/db/sudo',
];

/** Private keys and key stores by their file names: sensitive wherever they are but inside a project. */
const keyExtensions = ['pem', 'key', 'p12', 'pfx', 'jks', 'keystore', 'ppk'];
const keyNames = ['id_rsa', 'id_dsa', 'id_ecdsa', 'id_ed25519', 'id_ecdsa_sk', 'id_ed25519_sk'];
const keyFileNames = `{${[...keyExtensions.map((extension) => `*.${extension}`), ...keyNames].join(',')}}`;
/** What every path a key-file entry covers holds: a segment ending in a key extension or named as a key. Cheap to test first. */
const keyFileSegment = new RegExp(`(?:\\.(?:${keyExtensions.join('|')})|/(?:${keyNames.join('|')}))(?:/|$)`);

/**
 * Credentials no tool may read or write, whatever the rules and the mode: fixed paths (a folder
 * covers what is inside it) and globs (`*` within a name, `**` across folders, `{a,b}`). Entries
 * that begin with `!` are the projects: inside them private keys by name (`*.pem`, `id_rsa`…) are
 * the project's own (test certificates); without a project, those names count in the home folder's
 * top and its dot-folders only. A password database (`*.kdbx`) counts everywhere.
 */
export function sensitivePaths(home: string, secretsDir: string, projectDirs: readonly string[] = []): string[] {
  const inHome = (path: string) => `${toSlashes(home)}/${path}`;
  const keyFiles = projectDirs.length > 0 ? [`/**/${keyFileNames}`] : [inHome(keyFileNames), inHome(`.*/**/${keyFileNames}`)];
  return [
    ...homeStores.map(inHome),
    ...systemStores,
    '/**/*.{kdbx,kdb}',
    toSlashes(secretsDir),
    ...keyFiles,
    ...projectDirs.map((dir) => `!${toSlashes(dir)}`),
  ];
}

/** The entries that name one path (no glob, not a project): what a sandbox can bind over. */
export function literalPaths(sensitive: readonly string[]): string[] {
  return sensitive.filter((entry) => !entry.startsWith('!') && !/[*?[{]/.test(entry));
}

/** A list compiled once: a path is sensitive when one pattern covers it (the entry itself or something inside). */
interface CompiledSensitive {
  /** The entries without a glob, which cover a path when it or a folder above it is one of them. */
  literal: ReadonlySet<string>;
  /** The globs by the folder their text starts with (`''` for the root): only those of folders above a path can cover it. */
  globs: ReadonlyMap<string, RegExp>;
  /** The key-file entries, which do not count inside a project. */
  keyFiles?: RegExp;
  projects: readonly string[];
  /** The answers for paths already asked about (a decision asks about each of its paths more than once). */
  answered: WeakMap<ResolvedPath, boolean>;
}

const compiled = new WeakMap<readonly string[], CompiledSensitive>();

function compile(sensitive: readonly string[]): CompiledSensitive {
  const projects = sensitive.filter((entry) => entry.startsWith('!')).map((entry) => entry.slice(1));
  const patterns = sensitive.filter((entry) => !entry.startsWith('!'));
  const isKeyFiles = (entry: string) => entry.endsWith(keyFileNames);
  const alternation = (entries: readonly string[]) => new RegExp(`^(?:${entries.map(globSource).join('|')})(?:/.*)?$`, 'su');
  const others = patterns.filter((entry) => !isKeyFiles(entry));
  const byFolder = new Map<string, string[]>();
  for (const glob of others.filter(isGlob)) {
    const folder = glob.slice(0, Math.max(0, glob.lastIndexOf('/', glob.search(/[*?{]/))));
    byFolder.set(folder, [...(byFolder.get(folder) ?? []), glob]);
  }
  const keyEntries = patterns.filter(isKeyFiles);
  return {
    literal: new Set(others.filter((entry) => !isGlob(entry))),
    globs: new Map([...byFolder].map(([folder, globs]) => [folder, alternation(globs)])),
    ...(keyEntries.length > 0 && { keyFiles: alternation(keyEntries) }),
    projects,
    answered: new WeakMap(),
  };
}

const isGlob = (entry: string): boolean => /[*?{]/.test(entry);

/** Whether a glob of a folder above the path covers it. */
function coveredByGlob(path: string, globs: ReadonlyMap<string, RegExp>): boolean {
  if (globs.get('')?.test(path)) return true;
  for (let slash = path.indexOf('/', 1); slash > 0; slash = path.indexOf('/', slash + 1)) {
    if (globs.get(path.slice(0, slash))?.test(path)) return true;
  }
  return false;
}

/** Whether the path, or a folder above it, is one of the entries. */
function coveredByLiteral(path: string, literal: ReadonlySet<string>): boolean {
  if (literal.has(path)) return true;
  for (let slash = path.indexOf('/', 1); slash > 0; slash = path.indexOf('/', slash + 1)) {
    if (literal.has(path.slice(0, slash))) return true;
  }
  return false;
}

/** A glob as regular-expression source: `**` and a slash any folders, `**` anything, `*` and `?` within one name, `{a,b}` either. */
function globSource(glob: string): string {
  let source = '';
  let braces = 0;
  for (let i = 0; i < glob.length; i++) {
    const char = glob[i];
    if (char === '*' && glob[i + 1] === '*') {
      const slash = glob[i + 2] === '/';
      source += slash ? '(?:.*/)?' : '.*';
      i += slash ? 2 : 1;
    } else if (char === '*') source += '[^/]*';
    else if (char === '?') source += '[^/]';
    else if (char === '{') {
      braces++;
      source += '(?:';
    } else if (char === '}' && braces > 0) {
      braces--;
      source += ')';
    } else if (char === ',' && braces > 0) source += '|';
    else source += char.replace(/[.+^$()|[\]\\]/g, '\\$&');
  }
  return source;
}

const toSlashes = (path: string) => (sep === '\\' ? path.replaceAll('\\', '/') : path);

export function isSensitivePath(path: ResolvedPath, sensitive: readonly string[]): boolean {
  let list = compiled.get(sensitive);
  if (!list) {
    list = compile(sensitive);
    compiled.set(sensitive, list);
  }
  const { literal, globs, keyFiles, projects, answered } = list;
  let answer = answered.get(path);
  if (answer === undefined) {
    answer = path.privateKey === true || pathForms(path).some((form) => {
      const slashed = toSlashes(form);
      if (coveredByLiteral(slashed, literal) || coveredByGlob(slashed, globs)) return true;
      if (keyFiles === undefined || !keyFileSegment.test(slashed)) return false;
      return keyFiles.test(slashed) && !projects.some((project) => isWithin(slashed, project));
    });
    answered.set(path, answer);
  }
  return answer;
}

/**
 * `.env`, `.env.local`, … and direnv's `.envrc` hold secrets: reading them asks, unless they are
 * templates. A link to one is one by where it leads (`settings.txt -> .env`).
 */
export function isEnvFile(path: ResolvedPath): boolean {
  return isEnvFileName(basename(path.lexical)) || (path.real !== path.lexical && isEnvFileName(basename(path.real)));
}
