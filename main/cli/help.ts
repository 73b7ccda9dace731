export const helpText = `Deft — an AI coding agent for your project.

Usage:
  deft <command> [options]
  deft help <command>

Commands:
  run [PROMPT]                        Run the agent on a prompt, without asking anyone:
                                      what would need approval is denied.
  acp                                 Serve an editor (Zed, JetBrains, Neovim) as an Agent
                                      Client Protocol agent on stdin and stdout.
  sessions list|show|export|import    The sessions Deft has recorded.
  worktrees list|status|merge|keep|discard|prune
                                      The git worktrees of sessions started with
                                      \`deft run --worktree\`.
  web [--port N] [--no-open]          The desktop app in a browser, served on 127.0.0.1
                                      (also through an SSH tunnel from another machine).
  doctor [--project <dir>] [--json]   Show this installation: versions, data folder,
                                      tools found on PATH, the settings files Deft reads,
                                      and the model a run would use and whether it answers.

Options:
  -v, --version                       Print the version.
  -h, --help                          Print this help.

Environment:
  DEFT_DATA_DIR                       Where sessions and settings live (default: the
                                      platform's config folder, e.g. ~/.config/Deft).
`;

const runHelp = `Usage: deft run [options] [PROMPT]

Runs the agent on PROMPT in a project and ends when it is done. Without PROMPT, the prompt is
read from stdin (e.g. \`deft run < task.md\`). Nobody is asked anything: a tool call that would
need approval is denied, and the model is told which rule would allow it.

Model:
  --provider NAME             anthropic, openai, openai-compatible or ollama
  --model ID                  The model, as the provider names it.
  --base-url URL              The provider's endpoint (a proxy, a local server).
  --api-key KEY               The key; else ANTHROPIC_API_KEY, OPENAI_API_KEY or DEFT_API_KEY.
                              Without flags: the settings' model, DEFT_PROVIDER and
                              DEFT_MODEL, the provider whose key is set, else the local Ollama.

Project and session:
  --cwd DIR                   The project folder (default: the current folder).
  -c, --continue              Continue the latest session of the project.
  -r, --resume ID             Continue the session ID.
  --worktree[=NAME]           Work in a new git worktree of the project, on the branch
                              deft/NAME (NAME made up when absent; \`--worktree NAME\` too
                              when NAME is a worktree name), under the data folder; the
                              files worktree.copyFiles lists are copied in. A project that
                              is not a git repository gets a copy-on-write clone, or is
                              refused. Finish it with \`deft worktrees merge|keep|discard\`.
  --worktree-base REF         The branch or commit the worktree starts from (default HEAD).
  --max-turns N               Stop after N model turns (exit code 1, like Claude Code).
  --data-dir DIR              Where sessions live (default: DEFT_DATA_DIR, else the
                              platform's config folder).

Permissions (also spelt as in Claude Code: --allowedTools, --disallowedTools,
--permissionMode, --dangerously-skip-permissions):
  --permission-mode MODE      default, acceptEdits, plan, dontAsk or bypassPermissions
  --allowed-tools RULES       Allow rules, e.g. "Bash(npm test:*) Read". Repeatable; one
                              value may hold several rules, split at commas and spaces.
  --disallowed-tools RULES    Deny rules, the same way.
  --add-dir DIR               Another folder the tools may work in. Repeatable.
  --settings FILE|JSON        A settings file, or settings as JSON text.

Output:
  --output-format FORMAT      text (default): the answer streamed to stdout, tool activity
                              and the final status to stderr.
                              json: one JSON object at the end.
                              stream-json: one JSON object per line for each event, the
                              last a "result" object.
  --input-format FORMAT       text (default): the prompt is the argument or all of stdin.
                              stream-json (with --output-format stream-json): one user
                              message per stdin line, as Claude Code writes them:
                              {"type":"user","message":{"role":"user","content":"…"}}.
                              One arriving while a turn runs steers it (the model gets it
                              after the running tool calls); others start the next turn.
                              Each turn ends with a "result" line; the run ends with stdin.
  -p, --print, --verbose      Accepted for Claude Code habits; they change nothing.
  -h, --help                  Print this help.

Exit codes: 0 done, 1 error or turn limit reached, 2 wrong usage, 130 cancelled (Ctrl-C; a
second Ctrl-C quits at once).
`;

const acpHelp = `Usage: deft acp [options]

Serves an editor as an Agent Client Protocol agent (agentclientprotocol.com): the editor starts
\`deft acp\` and speaks JSON-RPC with it on stdin and stdout; logs go to stderr. The editor
gives each session's folder, its MCP servers and the prompts; Deft asks it before any call the
permission rules do not allow, and reads and writes through its buffers and terminals when it
offers them. Sessions are kept like every other (\`deft sessions list\`).

Model:
  --provider NAME             anthropic, openai, openai-compatible or ollama
  --model ID                  The model, as the provider names it.
  --base-url URL              The provider's endpoint (a proxy, a local server).
  --api-key KEY               The key; else ANTHROPIC_API_KEY, OPENAI_API_KEY or DEFT_API_KEY.

Permissions and settings (also spelt as in Claude Code):
  --permission-mode MODE      default, acceptEdits, plan, dontAsk or bypassPermissions
  --allowed-tools RULES       Allow rules. Repeatable.
  --disallowed-tools RULES    Deny rules. Repeatable.
  --add-dir DIR               Another folder the tools may work in. Repeatable.
  --settings FILE|JSON        A settings file, or settings as JSON text.
  --data-dir DIR              Where sessions live (default: DEFT_DATA_DIR, else the
                              platform's config folder).
  -h, --help                  Print this help.
`;

const sessionsHelp = `Usage:
  deft sessions list [--cwd DIR] [--limit N] [--json]
                              Sessions, latest first (default 30); --cwd keeps those of
                              one project.
  deft sessions show ID [--json]
                              The transcript: prompts, answers, tool calls with their
                              status and a short result, each sub-agent's session
                              under the call that ran it.
  deft sessions export ID [--out FILE]
                              The session as JSON, to stdout or FILE.
  deft sessions import FILE   Adds an exported session (FILE, or - for stdin) and prints
                              its new id.

Every sessions command takes --data-dir DIR (default: DEFT_DATA_DIR, else the platform's
config folder).
`;

const doctorHelp = `Usage: deft doctor [--project DIR] [--json] [--offline] [model options]

Shows this installation: versions, the data folder, the tools found on PATH, the settings files
Deft reads for the project (default: the current folder) with any problems in them, and the
model \`deft run\` would use there: where the provider and the model came from (a flag, the
settings, the environment, or the default) and whether the endpoint answers its models list.
Exit code 1 when a settings file has errors or the model cannot be used.

Options:
  --offline             Do not ask the endpoint; only say which model would be used.
  --provider NAME       anthropic, openai, openai-compatible or ollama, as for deft run.
  --model ID            The model, as for deft run.
  --base-url URL        The endpoint, as for deft run.
  --api-key KEY         The key, as for deft run (never printed).
  --json                One JSON object.
`;

const webHelp = `Usage: deft web [--port N] [--host H] [--no-open] [--data-dir DIR]

Serves the desktop app to a browser: the same screens and the same core, over HTTP and a
WebSocket on 127.0.0.1, until Ctrl-C. It prints an address with a token made for this run;
only that address gets in (the page keeps the token). The default browser opens it.

  --port N                    The port (default: any free one).
  --host H                    Listen on H instead of 127.0.0.1. Anything but this machine's
                              loopback is open to the network: a warning says so.
  --no-open                   Print the address only; open no browser.
  --data-dir DIR              Where sessions live (default: DEFT_DATA_DIR, else the
                              platform's config folder).
  -h, --help                  Print this help.

A project on another machine: run \`deft web --port 8123 --no-open\` there, then here
\`ssh -L 8123:127.0.0.1:8123 HOST\` and open the address it printed.

In a browser, folders are typed or pasted (with completion) instead of picked in a dialog,
notifications are the browser's, and there is no global quick-ask shortcut. Needs a build
(\`npm run build\`).
`;

const worktreesHelp = `Usage:
  deft worktrees list [--cwd DIR] [--all] [--json]
                              The worktrees of sessions (deft run --worktree) still open;
                              --all adds the finished ones.
  deft worktrees status SESSION|NAME [--json]
                              Its branch, ahead/behind its base branch, and the files
                              changed in commits and not yet committed.
  deft worktrees merge SESSION|NAME [-m MESSAGE]
                              Commits what the session left uncommitted, merges the branch
                              into its base (fast-forward, else a merge commit) in the
                              checkout that has the base checked out, then removes the
                              worktree and the branch. Refused with nothing changed when
                              that checkout has uncommitted changes, or when the merge
                              would conflict (the conflicting files are named; merge by
                              hand with the command given).
  deft worktrees keep SESSION|NAME [-m MESSAGE]
                              Commits what is uncommitted, removes the worktree, keeps the
                              branch and prints the command that opens a pull request.
  deft worktrees discard SESSION|NAME --yes
                              Removes the worktree and its branch. Without --yes it only
                              lists what would be lost (unmerged commits, uncommitted
                              changes) and exits 1.
  deft worktrees prune [--force]
                              git worktree prune, then removes Deft's worktree folders of
                              deleted or finished sessions and of projects that are gone;
                              one holding uncommitted changes stays unless --force.

Every worktrees command takes --data-dir DIR and --json.
`;

export const commandHelp: Readonly<Record<string, string>> = { run: runHelp, acp: acpHelp, sessions: sessionsHelp, worktrees: worktreesHelp, doctor: doctorHelp, web: webHelp };
