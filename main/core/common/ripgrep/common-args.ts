/**
 * Arguments every search runs with: no user config (its options would change the output we parse), no colour,
 * hidden files included but version-control folders left out, .gitignore honoured even outside a git repository.
 * Symbolic links are not followed (rg's default), so a search stays inside the tree it was given. No sorting: rg's
 * `--sort` runs it on one thread and stats every file; the tools that show newest files first sort what rg prints.
 */
export const commonArgs: readonly string[] = [
  '--no-config',
  '--color=never',
  '--hidden',
  '--no-require-git',
  ...['.git', '.svn', '.hg', '.bzr', '.jj'].flatMap((dir) => ['--glob', `!${dir}`]),
];
