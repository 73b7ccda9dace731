/**
 * The core's words for the person, by code, in English: why a call needs the person or was refused,
 * how a call or a turn ended, how a model request failed. `{{name}}` is a parameter. The core sends
 * the English it makes from these (the model and the CLI read it) with the code and parameters, so
 * the UI can say the same in its own language; a parameter may itself be a message.
 */
export const englishCoreMessages = {
  // Permission reasons: why a part of a call needs the person, or is denied.
  'permission.reads-credentials': 'reads {{path}}, which holds credentials; no tool may touch it',
  'permission.writes-credentials': 'writes {{path}}, which holds credentials; no tool may touch it',
  'permission.command-reads-credentials': '{{command}} reads {{path}}, which holds credentials; no tool may touch it',
  'permission.command-touches-credentials': '{{command}} touches {{path}}, which holds credentials; no tool may touch it',
  'permission.rule-denies': '{{rule}} denies {{subject}}',
  'permission.rule-asks': '{{rule}} asks before {{subject}}',
  'permission.hook-asks': 'a PreToolUse hook asks: {{reason}}',
  'permission.sandbox-env-read':
    'reads {{path}}, which holds secrets: the sandbox does not hide the project\'s .env files, so reading one asks as the Read tool does',
  'permission.protected-write': 'writes {{path}}, a protected file: changing it can run code or change settings',
  'permission.control-link': "links to {{path}}, a control file of Deft: writing through the link could change the agent's own rights",
  'permission.control-pattern': "writes {{path}}, a pattern that can name Deft's control files ({{files}}): changing them could change the agent's own rights",
  'permission.control-write': "writes {{path}}, a control file of Deft: changing it could change the agent's own rights",
  'permission.control-contents': "{{writer}} {{action}} {{path}}, where Deft's control files live ({{files}}): which files it writes is only known when it runs",
  'permission.control-tree': "{{writer}} writes into {{path}} and all it holds, Deft's control files too ({{files}}): changing them could change the agent's own rights",
  'permission.reads-env-file': 'reads {{path}}, an env file that may hold secrets',
  'permission.reads-outside': 'reads outside the project: {{path}}',
  'permission.writes-outside': 'writes outside the project: {{path}}',
  'permission.no-rule-reading': 'no allow rule covers reading {{path}}',
  'permission.no-rule-writing': 'no allow rule covers writing {{path}}',
  'permission.no-rule': 'no allow rule covers {{subject}}',
  'permission.no-rule-names-outside': 'no allow rule covers {{subject}}; it names {{path}}, outside the project',
  'permission.no-rule-host': 'no allow rule covers the host {{host}}',
  'permission.no-rule-call': 'no allow rule covers this call',
  'permission.plan-mode': 'plan mode allows only reading until the plan is approved, and {{subject}} does more',
  'permission.dont-ask': 'dontAsk mode asks nobody, and {{reason}}',
  'permission.command-too-long': 'the command is longer than {{limit}} characters',
  // How a command came to run, inside the reasons above.
  'permission.run-by': '{{label}} ({{how}})',
  'permission.runner-runs': '{{runner}} runs {{program}}',
  'permission.substitution-runs': 'a substitution runs {{program}}',
  'permission.shell-string-runs': 'a shell string runs {{program}}',
  // The shell analysis' reasons.
  'shell.runs-its-input': '{{runner}} runs the commands it reads from its input',
  'shell.runs-what-one-prints': '{{runner}} runs whatever {{program}} prints',
  'shell.runs-what-several-print': '{{runner}} runs whatever {{programs}} print',
  'shell.output-evaluated': 'the output of `{{program}}` is evaluated as code in {{sink}}',
  'shell.variable-evaluated': '`{{name}}` is evaluated as code in {{sink}}, and its value is only known when the command runs',
  'shell.integer-variable': '`{{name}}` is an integer variable, so the value assigned to it is evaluated as code',
  'shell.inline-code': '`{{program}} {{option}}` runs code ("{{code}}") whose commands cannot be checked',
  'shell.string-only-known': '{{runner}} runs a string that is only known when the command runs',
  'shell.program-only-known': 'the program "{{program}}" is only known when the command runs',
  'shell.reads-commands-from-input': '{{shell}} reads the commands it runs from its input',
  'shell.runs-commands-of-input': '{{runner}} runs the commands of its input',
  // How a call was refused or stopped, as its result says.
  'call.person-denied': 'The person denied this call.',
  'call.person-denied-saying': 'The person denied this call: {{message}}',
  'call.permission-denied': 'Permission denied: {{reason}}',
  'call.hook-blocked': 'A PreToolUse hook blocked this call: {{reason}}',
  'call.permission-hook-denied': 'A PermissionRequest hook denied this call: {{reason}}',
  'call.no-reason-given': 'no reason given',
  'call.cancelled-before-start': 'The call was cancelled before it started.',
  'call.cancelled': 'The call was cancelled.',
  // How a turn ended without an answer.
  'turn.nothing-to-retry': 'Nothing to answer again: the conversation ends on an answer.',
  // How a model request failed. `{{provider}}` is the provider's name, `{{http}}` ` (HTTP 401)` or nothing, `{{detail}}` the provider's own words.
  'model.cancelled': 'The request to {{provider}} was cancelled.',
  'model.out-of-quota': '{{provider}} refused the request: the account is out of quota{{http}}. {{detail}}',
  'model.rate-limited': '{{provider}} is rate limiting requests{{http}}: {{detail}}',
  'model.overloaded': '{{provider}} is overloaded{{http}}: {{detail}}',
  'model.auth': '{{provider}} rejected the API key{{http}}: {{detail}}. {{advice}}',
  'model.context-too-long': 'The conversation is too long for {{model}}{{http}}: {{detail}}',
  'model.server': '{{provider}} had a server error{{http}}: {{detail}}',
  'model.bad-request': '{{provider}} refused the request{{http}}: {{detail}}',
  'model.interrupted': 'The connection to {{provider}} broke before the response was complete ({{detail}}).',
  'model.network': 'Cannot reach {{provider}}: {{detail}}',
  'model.network-at': 'Cannot reach {{provider}} at {{endpoint}}: {{detail}}',
  'model.unreachable': 'Cannot reach {{provider}}: {{detail}}. {{advice}}',
  'model.unreachable-at': 'Cannot reach {{provider}} at {{endpoint}}: {{detail}}. {{advice}}',
  'model.no-such-host': 'there is no host named {{host}}',
  'model.connection-refused': 'nothing is listening there (connection refused)',
  'model.ended-early': 'The response from {{provider}} ended before it was complete.',
  'model.failed': '{{provider}} failed: {{detail}}',
  'model.no-key': 'No API key for {{provider}}. {{advice}}',
  'model.start-ollama':
    'Start Ollama (`ollama serve`, or set OLLAMA_HOST to where it runs), or use a hosted model: set a key ({{keys}}) or {{choose}}. {{doctor}}',
  'model.check-base-url': "Check the base URL (--base-url, DEFT_BASE_URL, or the settings' env), or {{choose}}. {{doctor}}",
  'model.choose-provider': 'choose a provider with --provider, DEFT_PROVIDER or the settings\' "model"',
  'model.doctor': '`deft doctor` shows the model a run would use, where that came from, and whether it answers.',
  'model.key-or-others': '{{name}} (or {{others}})',
  'model.key-advice': 'Set {{names}}, pass --api-key, or store a key in Settings.',
  'model.takes-no-key': '{{provider}} takes no key; check what stands in front of it.',
} as const;

export type CoreMessageCode = keyof typeof englishCoreMessages;

/**
 * A message of the core by code: its parameters are text (a path, a rule, a count) or messages
 * themselves. Written out rather than inferred so that making a message builds no schema (the model
 * errors make them on a one-turn run); `core-message-schema.ts` checks a message against it.
 */
export interface CoreMessage {
  code: CoreMessageCode;
  params?: Record<string, CoreMessageParam>;
}
export type CoreMessageParam = string | number | CoreMessage;

/** The key of a tool result's metadata that holds what its text says by code (a refusal, a cancellation), for the UI's language. */
export const outcomeMessageKey = 'outcomeMessage';

/** The names between `{{` and `}}` in a template, as a type. */
type ParamNames<T extends string> = T extends `${string}{{${infer Name}}}${infer Rest}` ? Name | ParamNames<Rest> : never;

/** The parameters a code's message takes, by name, checked against its English template. */
export type CoreMessageParams<C extends CoreMessageCode> = Record<ParamNames<(typeof englishCoreMessages)[C]>, CoreMessageParam>;

/** A message by code and its parameters, the parameters checked against the code's English template. */
export function coreMessageOf<C extends CoreMessageCode>(
  code: C,
  ...[params]: ParamNames<(typeof englishCoreMessages)[C]> extends never ? [] : [CoreMessageParams<C>]
): CoreMessage {
  return params === undefined ? { code } : { code, params };
}

/** `template` with each `{{name}}` replaced by its parameter, a message parameter said by `say`; an unknown name stays as written. */
export function fillTemplate(template: string, params: CoreMessage['params'], say: (message: CoreMessage) => string): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
    const value = params?.[name];
    if (value === undefined) return whole;
    return typeof value === 'object' ? say(value) : String(value);
  });
}

/** The message in English, as the model and the CLI read it. */
export function englishOf(message: CoreMessage): string {
  return fillTemplate(englishCoreMessages[message.code], message.params, englishOf);
}
