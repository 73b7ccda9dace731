import type { RuleCall, RuleList } from '../../../../../main/core/permissions/rules/types.ts';
import { bash, cwd, edit, fetch, fileAccess, home, powershell, read, skill, task, tool } from './rule-helpers.ts';

/**
 * Every rule example of /work/shared/reference/claude-code-conventions.md §1.2–§1.5 (and the two
 * of §1.8), in the order of the text, with calls it must and must not cover.
 */
export interface ReferenceExample {
  section: string;
  rule: string;
  list: RuleList;
  matches: RuleCall[];
  misses: RuleCall[];
  /** The lists in which the rule is accepted but skipped, with a warning. */
  skippedIn?: RuleList[];
}

const mcp = (name: string) => tool(name);

export const referenceExamples: ReferenceExample[] = [
  // §1.2 the permissions object
  { section: '§1.2', rule: 'Bash(npm run *)', list: 'allow', matches: [bash('npm run build'), bash('npm run'), bash('npm run test -- --watch')], misses: [bash('npm install'), bash('npm runx'), bash('pnpm run build')] },
  { section: '§1.2', rule: 'Read(~/.zshrc)', list: 'allow', matches: [read(`${home}/.zshrc`)], misses: [read(`${cwd}/.zshrc`), read(`${home}/.zshrc.bak`), read('/root/.zshrc')] },
  { section: '§1.2', rule: 'mcp__github__get_*', list: 'allow', matches: [mcp('mcp__github__get_issue'), mcp('mcp__github__get_me')], misses: [mcp('mcp__github__create_issue'), mcp('mcp__gitlab__get_issue')] },
  { section: '§1.2', rule: 'Bash(git push *)', list: 'ask', matches: [bash('git push'), bash('git push origin main')], misses: [bash('git pull'), bash('git pushx')] },
  { section: '§1.2', rule: 'Read(./.env)', list: 'deny', matches: [read(`${cwd}/.env`), edit(`${cwd}/.env`)], misses: [read(`${cwd}/sub/.env`), read(`${cwd}/.env.local`)] },
  { section: '§1.2', rule: 'Read(./.env.*)', list: 'deny', matches: [read(`${cwd}/.env.local`), read(`${cwd}/.env.production`)], misses: [read(`${cwd}/.env`), read(`${cwd}/sub/.env.local`)] },
  { section: '§1.2', rule: 'Read(./secrets/**)', list: 'deny', matches: [read(`${cwd}/secrets/key.pem`), read(`${cwd}/secrets/a/b.txt`), read(`${cwd}/secrets`)], misses: [read(`${cwd}/other/secrets/key.pem`), read(`${cwd}/secrets-old/key.pem`)] },
  { section: '§1.2', rule: 'Bash(curl *)', list: 'deny', matches: [bash('curl https://example.com'), bash('curl')], misses: [bash('curlie https://example.com')] },

  // §1.3 Bash, Monitor, PowerShell
  { section: '§1.3', rule: 'Bash', list: 'allow', matches: [bash('rm -rf build'), bash('ls')], misses: [powershell('ls'), read(`${cwd}/a`)] },
  { section: '§1.3', rule: 'Bash(*)', list: 'allow', matches: [bash('rm -rf build'), bash('ls')], misses: [powershell('ls')] },
  { section: '§1.3', rule: 'Bash(npm run build)', list: 'allow', matches: [bash('npm run build'), bash('npm  run   build ')], misses: [bash('npm run build --prod'), bash('npm run builds')] },
  { section: '§1.3', rule: 'Bash(npm run test *)', list: 'allow', matches: [bash('npm run test'), bash('npm run test --watch')], misses: [bash('npm run testing'), bash('npm run')] },
  { section: '§1.3', rule: 'Bash(* install)', list: 'allow', matches: [bash('npm install'), bash('pip install')], misses: [bash('npm install lodash'), bash('install')] },
  { section: '§1.3', rule: 'Bash(git * main)', list: 'allow', matches: [bash('git checkout main'), bash('git push origin main')], misses: [bash('git checkout main2'), bash('git main')] },
  { section: '§1.3', rule: 'Bash(ls *)', list: 'allow', matches: [bash('ls -la'), bash('ls')], misses: [bash('lsof'), bash('lsof -i')] },
  { section: '§1.3', rule: 'Bash(ls*)', list: 'allow', matches: [bash('ls'), bash('ls -la'), bash('lsof')], misses: [bash('cat ls')] },
  { section: '§1.3', rule: 'Bash(npm run test:*)', list: 'allow', matches: [bash('npm run test'), bash('npm run test --watch')], misses: [bash('npm run testing'), bash('npm run test:unit')] },
  { section: '§1.3', rule: 'Bash(git:* push)', list: 'allow', matches: [bash('git:origin push'), bash('git: push')], misses: [bash('git push'), bash('git status push')] },
  // §1.3 Read / Edit paths
  { section: '§1.3', rule: 'Read(//abs/path)', list: 'allow', matches: [read('/abs/path'), read('/abs/path/inner.txt')], misses: [read(`${cwd}/abs/path`), read('/abs/pathx')] },
  { section: '§1.3', rule: 'Read(~/path)', list: 'allow', matches: [read(`${home}/path`), read(`${home}/path/x`)], misses: [read(`${cwd}/path`), read('/path')] },
  { section: '§1.3', rule: 'Read(/path)', list: 'allow', matches: [read(`${cwd}/path`), read(`${cwd}/path/x`)], misses: [read('/path'), read(`${cwd}/sub/path`)] },
  { section: '§1.3', rule: 'Read(path)', list: 'allow', matches: [read(`${cwd}/path`), read(`${cwd}/a/b/path`)], misses: [read('/path'), read(`${cwd}/paths`)] },
  { section: '§1.3', rule: 'Read(./path)', list: 'allow', matches: [read(`${cwd}/path`)], misses: [read(`${cwd}/a/path`), read('/path')] },
  { section: '§1.3', rule: 'Read(.env)', list: 'allow', matches: [read(`${cwd}/.env`), read(`${cwd}/a/b/.env`)], misses: [read(`${cwd}/.env.local`), read('/elsewhere/.env')] },
  { section: '§1.3', rule: 'Read(**/.env)', list: 'allow', matches: [read(`${cwd}/.env`), read(`${cwd}/a/b/.env`)], misses: [read(`${cwd}/.env.local`), read('/elsewhere/.env')] },
  { section: '§1.3', rule: 'Read(src/**)', list: 'allow', matches: [read(`${cwd}/src/a.ts`), read(`${cwd}/src/a/b.ts`)], misses: [read(`${cwd}/pkg/src/a.ts`), read('/other/src/a.ts')] },
  { section: '§1.3', rule: 'Read(src/**)', list: 'deny', matches: [read(`${cwd}/src/a.ts`), read(`${cwd}/pkg/src/a.ts`), read('/other/src/a.ts')], misses: [read(`${cwd}/source/a.ts`)] },
  { section: '§1.3', rule: 'Read(src/**)', list: 'ask', matches: [read(`${cwd}/pkg/src/a.ts`)], misses: [read(`${cwd}/lib/a.ts`)] },
  { section: '§1.3', rule: 'Write(...)', list: 'allow', matches: [], misses: [], skippedIn: ['allow', 'deny', 'ask'] },
  { section: '§1.3', rule: 'Glob(...)', list: 'allow', matches: [], misses: [], skippedIn: ['allow', 'deny', 'ask'] },
  { section: '§1.3', rule: 'NotebookEdit(...)', list: 'allow', matches: [], misses: [], skippedIn: ['allow', 'deny', 'ask'] },
  { section: '§1.3', rule: 'MultiEdit(...)', list: 'allow', matches: [], misses: [], skippedIn: ['allow', 'deny', 'ask'] },
  { section: '§1.3', rule: 'Edit(...)', list: 'allow', matches: [edit(`${cwd}/...`), read(`${cwd}/a/...`)], misses: [edit(`${cwd}/src/a.ts`)] },
  { section: '§1.3', rule: 'Edit(src/**)', list: 'allow', matches: [edit(`${cwd}/src/a.ts`), read(`${cwd}/src/a.ts`), fileAccess('Write', `${cwd}/src/new.ts`, 'write')], misses: [edit(`${cwd}/lib/a.ts`)] },
  { section: '§1.3', rule: 'Read(./secrets/**)', list: 'deny', matches: [edit(`${cwd}/secrets/key.pem`), fileAccess('Write', `${cwd}/secrets/new.pem`, 'write')], misses: [edit(`${cwd}/src/a.ts`)] },
  { section: '§1.3', rule: 'Read(//c/Users/me/**)', list: 'allow', matches: [read('C:\\Users\\me\\notes.txt'), read('/c/Users/me/a/b')], misses: [read('D:\\Users\\me\\notes.txt')] },
  // §1.3 WebFetch, WebSearch
  { section: '§1.3', rule: 'WebFetch(domain:example.com)', list: 'allow', matches: [fetch('example.com'), fetch('EXAMPLE.com')], misses: [fetch('api.example.com'), fetch('example.com.evil.net'), fetch('notexample.com')] },
  { section: '§1.3', rule: 'WebFetch(domain:*.example.com)', list: 'allow', matches: [fetch('api.example.com'), fetch('a.b.example.com')], misses: [fetch('example.com'), fetch('evilexample.com')] },
  { section: '§1.3', rule: 'WebFetch(domain:*)', list: 'allow', matches: [fetch('example.com'), fetch('localhost')], misses: [bash('curl example.com')] },
  { section: '§1.3', rule: 'WebFetch', list: 'allow', matches: [fetch('example.com')], misses: [tool('WebSearch', { query: 'x' })] },
  { section: '§1.3', rule: 'WebFetch(domain:api-*.example.com)', list: 'allow', matches: [fetch('api-eu.example.com')], misses: [fetch('api-eu.evil.example.com'), fetch('api.example.com')] },
  { section: '§1.3', rule: 'WebSearch', list: 'allow', matches: [tool('WebSearch', { query: 'x' }, ['web_search'])], misses: [fetch('example.com')] },
  // §1.3 MCP
  { section: '§1.3', rule: 'mcp__puppeteer', list: 'allow', matches: [mcp('mcp__puppeteer__puppeteer_navigate'), mcp('mcp__puppeteer__click')], misses: [mcp('mcp__puppeteer2__click'), mcp('mcp__other__puppeteer')] },
  { section: '§1.3', rule: 'mcp__puppeteer__*', list: 'allow', matches: [mcp('mcp__puppeteer__puppeteer_navigate')], misses: [mcp('mcp__puppeteer2__click')] },
  { section: '§1.3', rule: 'mcp__server__*', list: 'allow', matches: [mcp('mcp__server__tool')], misses: [mcp('mcp__server'), mcp('mcp__servers__tool')] },
  { section: '§1.3', rule: 'mcp__puppeteer__puppeteer_navigate', list: 'allow', matches: [mcp('mcp__puppeteer__puppeteer_navigate')], misses: [mcp('mcp__puppeteer__click')] },
  { section: '§1.3', rule: 'mcp__github__get_*', list: 'deny', matches: [mcp('mcp__github__get_file_contents')], misses: [mcp('mcp__github__push_files')] },
  { section: '§1.3', rule: 'mcp__claude_ai_Gmail__search_threads', list: 'allow', matches: [mcp('mcp__claude_ai_Gmail__search_threads')], misses: [mcp('mcp__claude_ai_Gmail__send')] },
  { section: '§1.3', rule: 'mcp__github', list: 'allow', matches: [mcp('mcp__github__get_issue')], misses: [mcp('mcp__github_enterprise__get_issue')] },
  // §1.3 Agent (legacy Task), Skill, Cd
  { section: '§1.3', rule: 'Agent(Explore)', list: 'allow', matches: [task('Explore')], misses: [task('general-purpose'), task('Explorer')] },
  { section: '§1.3', rule: 'Agent(my-agent)', list: 'deny', matches: [task('my-agent')], misses: [task('my-agent-2')] },
  { section: '§1.3', rule: 'Task(AgentName)', list: 'allow', matches: [task('AgentName')], misses: [task('Explore')] },
  { section: '§1.3', rule: 'Skill(deploy *)', list: 'allow', matches: [skill('deploy'), skill('deploy', 'production --force')], misses: [skill('deployer'), skill('rollback', 'deploy')] },
  { section: '§1.3', rule: 'Cd(~/work/**)', list: 'allow', matches: [{ ...tool('Cd'), specifier: '~/work/**' }], misses: [read(`${home}/work/a`)] },
  // §1.3 param:value
  { section: '§1.3', rule: 'Agent(model:opus)', list: 'deny', matches: [task('Explore', { model: 'opus' })], misses: [task('Explore', { model: 'haiku' }), task('Explore')], skippedIn: ['allow'] },
  { section: '§1.3', rule: 'Bash(run_in_background:true)', list: 'ask', matches: [bash('npm run dev', { run_in_background: true })], misses: [bash('npm run dev', { run_in_background: false }), bash('npm run dev')], skippedIn: ['allow'] },
  // §1.3 tool-name globs, bare-name deny
  { section: '§1.3', rule: '*', list: 'deny', matches: [bash('ls'), read(`${cwd}/a`), mcp('mcp__x__y')], misses: [], skippedIn: ['allow'] },
  { section: '§1.3', rule: 'mcp__*', list: 'ask', matches: [mcp('mcp__x__y'), mcp('mcp__github__get_issue')], misses: [bash('ls'), mcp('mcpx')], skippedIn: ['allow'] },
  { section: '§1.3', rule: 'mcp__x', list: 'deny', matches: [mcp('mcp__x__anything')], misses: [mcp('mcp__xy__anything')] },
  { section: '§1.3', rule: 'Bash(curl http://github.com/ *)', list: 'allow', matches: [bash('curl http://github.com/'), bash('curl  http://github.com/   --silent')], misses: [bash('curl -X GET http://github.com/'), bash('curl https://github.com/'), bash('curl $URL')] },

  // §1.4 evaluation order
  { section: '§1.4', rule: 'Bash(aws *)', list: 'deny', matches: [bash('aws s3 ls'), bash('aws')], misses: [bash('awscli')] },

  // §1.5 compound commands (already split into simple commands by the shell analyser)
  { section: '§1.5', rule: 'Bash(safe *)', list: 'allow', matches: [bash('safe --flag')], misses: [bash('other')] },
  { section: '§1.5', rule: 'Bash(rm *)', list: 'ask', matches: [bash('rm -rf /')], misses: [bash('echo $(rm -rf /)'), bash('rmdir x')] },

  // §1.8 CLI flags
  { section: '§1.8', rule: 'Bash(npm test)', list: 'allow', matches: [bash('npm test')], misses: [bash('npm test --watch')] },
  { section: '§1.8', rule: 'Read', list: 'allow', matches: [read(`${cwd}/a`), read('/etc/hosts'), fileAccess('Grep', '/etc', 'read')], misses: [edit(`${cwd}/a`), bash('cat a')] },
];
