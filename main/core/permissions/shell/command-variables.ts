import type { InnerRunner } from './inner-code.ts';
import { codeFile } from './code-files.ts';
import { lessStartKeys, lessVariableKeys } from './pager-keys.ts';
import { programName, type Word } from './words.ts';

/** Variables whose value is a command line some program runs (`GIT_PAGER='…' git log`, `EDITOR=… crontab -e`). */
const COMMAND_VARIABLES = new Set([
  'PAGER', 'GIT_PAGER', 'MANPAGER', 'SYSTEMD_PAGER', 'BAT_PAGER', 'DELTA_PAGER', 'PSQL_PAGER', 'EDITOR', 'VISUAL', 'GIT_EDITOR',
  'GIT_SEQUENCE_EDITOR', 'SUDO_EDITOR', 'FCEDIT', 'GIT_SSH_COMMAND', 'GIT_SSH', 'GIT_ASKPASS', 'SSH_ASKPASS', 'SUDO_ASKPASS',
  'GIT_EXTERNAL_DIFF', 'GIT_PROXY_COMMAND', 'RSYNC_RSH', 'CVS_RSH', 'BROWSER', 'FZF_DEFAULT_COMMAND', 'PROMPT_COMMAND',
  'TAR_OPTIONS', 'LESSOPEN', 'LESSCLOSE', 'MAILER', 'TERMINAL', 'DIFF', 'MERGE', 'GPG_PROGRAM', 'CC', 'CXX', 'LD', 'AR', 'CPP',
  'SYSTEMD_EDITOR', 'KUBE_EDITOR', 'HGEDITOR', 'SVN_EDITOR', 'GH_EDITOR', 'GH_BROWSER', 'GH_PAGER', 'GLAB_PAGER', 'AWS_PAGER', 'PSQL_EDITOR',
  'RUSTC_WRAPPER', 'RUSTC', 'CARGO_BUILD_RUSTC_WRAPPER', 'npm_config_script_shell',
]);

/** Variables holding options for a program, some of which run a command (`MANOPT='-P cmd'`, `ZIPOPT='-TT cmd'`, `FZF_DEFAULT_OPTS='--preview cmd'`). */
const OPTION_VARIABLES = new Set(['MANOPT', 'ZIPOPT', 'FZF_DEFAULT_OPTS', 'GOFLAGS', 'CGO_CFLAGS', 'CGO_LDFLAGS', 'JAVA_TOOL_OPTIONS', '_JAVA_OPTIONS', 'JDK_JAVA_OPTIONS', 'MAVEN_OPTS', 'GRADLE_OPTS']);

/** Variables that make programs load code from a place the analysis cannot read. */
const LOADING_VARIABLES = new Set([
  'BASH_ENV', 'ENV', 'LD_PRELOAD', 'LD_AUDIT', 'LD_LIBRARY_PATH', 'DYLD_INSERT_LIBRARIES', 'DYLD_LIBRARY_PATH', 'PERL5OPT', 'PERL5DB',
  'RUBYOPT', 'PYTHONSTARTUP', 'PYTHONINSPECT', 'GIT_CONFIG_PARAMETERS', 'GIT_CONFIG_COUNT', 'GIT_CONFIG', 'GIT_CONFIG_GLOBAL',
  'GIT_CONFIG_SYSTEM', 'GIT_EXEC_PATH', 'GIT_TEMPLATE_DIR', 'GIT_DIR', 'SHELLOPTS', 'BASHOPTS', 'LESSKEY', 'LESSKEYIN', 'VIMINIT',
  'EXINIT', 'MYVIMRC', 'GNUPLOT_LIB', 'ZDOTDIR', 'INPUTRC', 'PS4', 'PS0', 'PS1', 'PS2', 'PS3', 'PATH',
  // Where programs look for their settings files (git's core.pager in ./.gitconfig under `HOME=.`), and other settings files named.
  'HOME', 'XDG_CONFIG_HOME', 'WGETRC', 'CURL_HOME', 'NPM_CONFIG_USERCONFIG', 'NPM_CONFIG_GLOBALCONFIG', 'npm_config_userconfig', 'npm_config_globalconfig',
  'PIP_CONFIG_FILE', 'SCREENRC', 'GNUPGHOME', 'PYTHONHOME', 'PYTHONUSERBASE', 'LUA_INIT', 'LUA_INIT_5_4', 'DOTNET_STARTUP_HOOKS', 'npm_config_node_options',
]);

/** Variables GNU make reads: makefiles it reads before the others, and options (`--eval=…` among them). */
const MAKE_VARIABLES = new Set(['MAKEFILES', 'MAKEFLAGS', 'GNUMAKEFLAGS']);

/** NODE_OPTIONS loads code only with these. */
const NODE_LOADING_OPTIONS = /(?:^|\s)(?:-r|--require|--import|--loader|--experimental-loader)(?:[\s=]|$)/;

/**
 * What an assignment in force for a command (`NAME=value cmd`, `export NAME=value`) makes it run:
 * a value that is a command line is analysed as one, one that loads code is hidden.
 */
export function variableEffects(assignment: string, program: Word | undefined, run: InnerRunner): void {
  const equals = assignment.indexOf('=');
  if (equals <= 0) return;
  const name = assignment.slice(0, equals).replace(/\+$/, '');
  const value = assignment.slice(equals + 1);
  const shown = program ? ` for \`${programName(program.value)}\`` : '';
  const where = { value: '', dynamic: /[$`]/.test(value), pattern: false, start: program?.start ?? 0, end: program?.end ?? 0 };
  if (MAKE_VARIABLES.has(name)) return makeVariable(name, value, where, run);
  // `BASH_FUNC_ls%%=() { …; }` defines the function ls in every bash the command starts.
  if (/^BASH_FUNC_.+%%$/.test(name)) return run.script({ ...where, value: value.replace(/^\(\)\s*/, '') }, `the function ${name.slice(10, -2)} given by \`${name}\``);
  if (name === 'LESS') {
    const keys = where.dynamic ? value : lessVariableKeys(value);
    if (keys !== undefined) lessStartKeys({ ...where, value: keys }, `\`LESS=…\`${shown}`, run);
    return;
  }
  if (COMMAND_VARIABLES.has(name)) {
    // LESSOPEN='|cmd %s' and '||cmd %s' pipe through cmd; TAR_OPTIONS holds options like --to-command.
    if (name === 'TAR_OPTIONS') return run.mention(value);
    if (value !== '') run.script({ ...where, value: value.replace(/^\|\|?|^-/, '').replace(/%s/g, 'f') }, `${name}=…${shown}`);
  } else if (OPTION_VARIABLES.has(name)) {
    if (value === '') return;
    run.hidden(`\`${name}\`${shown} gives it options, which may run code the analysis cannot see`);
    run.mention(value);
  } else if (LOADING_VARIABLES.has(name) || /^GIT_CONFIG_(?:KEY|VALUE)_\d+$/.test(name) || (name === 'NODE_OPTIONS' && (where.dynamic || NODE_LOADING_OPTIONS.test(value)))) {
    if (/^PS\d$/.test(name) && !where.dynamic) return;
    // A new PATH changes what a bare name runs; a program named by its path stays what it is.
    if (name === 'PATH' && program?.value.includes('/')) return;
    run.hidden(`\`${name}\`${shown} makes it load or run code the analysis cannot see`);
  }
}

/**
 * MAKEFILES names makefiles make reads first: one that is the input, a descriptor or made at run time
 * holds recipes nobody sees. MAKEFLAGS may hold `--eval` code and `VAR=value` definitions for recipes.
 */
function makeVariable(name: string, value: string, where: Word, run: InnerRunner): void {
  for (const item of value.split(/\s+/).filter(Boolean)) {
    if (name === 'MAKEFILES') {
      if (codeFile({ ...where, value: item }) !== 'file') run.hidden(`\`${name}\` makes make read "${item}", whose recipes cannot be checked`);
    } else if (/^--?(?:ev|E)/.test(item)) {
      run.hidden(`\`${name}\` gives make code to evaluate ("${item}"), whose recipes cannot be checked`);
    } else if (!item.startsWith('-') && item.includes('=')) {
      run.mention(item.slice(item.indexOf('=') + 1));
    }
  }
}
