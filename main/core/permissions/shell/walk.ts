import type { SyntaxNode } from './bash-parser.ts';
import { criticalRemoval } from './critical-paths.ts';
import { assigned, evaluatedName, evaluatedText, type Evaluations } from './evaluation.ts';
import { markUnanalysable, type Scope, type WalkContext } from './findings.ts';
import { isSafeVariable } from './read-only.ts';
import { backtickCommands } from './quoting.ts';
import {
  addRedirection, emptyRedirections, heredocText, isQuotedHeredoc, REDIRECT_TYPES, type Redirections,
} from './redirects.ts';
import { innerRunner, runSimpleCommand, type CommandSink, type Span, type Stdin } from './simple-command.ts';
import { variableEffects } from './command-variables.ts';
import type { PartOrigin } from './types.ts';
import { evaluateWord, excerpt, joinAdjacent, programName, type Word } from './words.ts';
import { coreMessageOf } from '../../../../shared/vocabulary/core-messages.ts';

/** How many shell strings deep (bash -c 'bash -c "…"') the analysis follows. */
const MAX_NESTING = 8;

/** Builtins that evaluate their arguments as arithmetic or variable names, running any `$( )` inside them (printf only with -v). */
const EVALUATING_PROGRAMS = new Set(['let', 'declare', 'typeset', 'local', 'export', 'readonly', 'read', 'mapfile', 'readarray', 'unset', 'test', '[', '[[']);

const CODE = /\$\(|`/;

/** Commands (not declarations) whose words hold variable names or arithmetic. */
const BUILTINS_WITH_NAMES = new Set(['let', 'read', 'mapfile', 'readarray', 'printf', 'wait', 'test', '[', 'source', '.', 'set']);

/** Builtins that assign to the variable an option names (`printf -v NAME`, `wait -p NAME`), evaluating its subscript. */
const NAME_OPTIONS: Readonly<Record<string, string>> = { printf: '-v', wait: '-p' };
const namesVariable = (program: string, argv: readonly string[]) => Object.hasOwn(NAME_OPTIONS, program) && argv.includes(NAME_OPTIONS[program]);

/** Node types that are one word inside `[[ … ]]` and declarations. */
const WORD_TYPES = new Set([
  'word', 'string', 'raw_string', 'ansi_c_string', 'translated_string', 'concatenation', 'number', 'simple_expansion',
  'expansion', 'command_substitution', 'process_substitution', 'arithmetic_expansion', 'brace_expression', 'regex',
  'test_operator', 'variable_name', 'extglob_pattern',
]);

/** Parses `source` and walks it, adding what it runs to the findings. */
export function walkScript(source: string, origin: PartOrigin, depth: number, env: readonly string[], context: WalkContext, stdin?: Stdin): void {
  const { findings } = context;
  if (depth > MAX_NESTING) return markUnanalysable(findings, 'shell strings are nested too deeply to follow');
  const script = context.parse(source);
  if (!script.valid) {
    return markUnanalysable(findings, depth === 0 ? 'the command does not parse' : `cannot parse the string "${excerpt(source)}"`);
  }
  // A nested shell string may be run with arguments (`bash -c '…' _ "$x"`): its $1… are data.
  if (depth > 0) findings.evaluations.positionalData = true;
  walk(script.root, { source, origin, depth, env, ...(stdin && { stdin }) }, context);
}

function walk(node: SyntaxNode, scope: Scope, context: WalkContext): void {
  switch (node.type) {
    case 'command':
      return visitCommand(node, node, emptyRedirections(), scope, context);
    case 'redirected_statement':
      return visitRedirected(node, scope, context);
    case 'pipeline':
      return walkPipeline(node, context, (child, index) => walk(child, index === 0 ? scope : { ...scope, piped: true }, context));
    case 'declaration_command':
    case 'unset_command':
    case 'test_command':
      return visitBuiltin(node, scope, context);
    case 'variable_assignment':
      assignment(node, scope, context, true);
      return walkInside(node, scope, context);
    case 'command_substitution':
      substitutedFile(node, scope, context);
      return recordSubstitution(innerText(node, scope), context, () => walkInside(node, { ...scope, origin: 'substitution' }, context));
    case 'process_substitution':
      return walkInside(node, { ...scope, origin: 'substitution' }, context);
    case 'arithmetic_expansion':
    case 'c_style_for_statement':
      context.findings.evaluatesText = true;
      evaluatedText(context.findings.evaluations, text(node, scope), `\`${excerpt(text(node, scope), 40)}\``);
      return walkInside(node, scope, context);
    case 'compound_statement':
      if (node.children[0] && text(node.children[0], scope) === '((') {
        context.findings.evaluatesText = true;
        evaluatedText(context.findings.evaluations, text(node, scope), `\`${excerpt(text(node, scope), 40)}\``);
      }
      return walkInside(node, scope, context);
    case 'for_statement':
    case 'select_statement':
      loopVariable(node, scope, context);
      return walkInside(node, scope, context);
    case 'subscript':
      for (const child of node.children) if (child.field === 'index') evaluatedText(context.findings.evaluations, text(child, scope), `the subscript \`${excerpt(text(node, scope), 40)}\``);
      return walkInside(node, scope, context);
    case 'expansion':
      expansionEvaluations(node, scope, context.findings.evaluations);
      if (node.children.some((child) => !child.named && text(child, scope) === '!')) context.findings.evaluatesText = true;
      for (const child of node.children) if (child.type === 'word' || child.type === 'regex') runBackticks(text(child, scope), scope, context);
      return walkInside(node, scope, context);
    case 'heredoc_redirect':
      if (!isQuotedHeredoc(node, scope.source)) runBackticks(heredocText(node, scope.source), scope, context);
      return walkInside(node, scope, context);
    default:
      return walkInside(node, scope, context);
  }
}

/** Walks a pipeline's stages, keeping which parts each stage holds. */
function walkPipeline(node: SyntaxNode, context: WalkContext, stage: (child: SyntaxNode, index: number) => void): void {
  const { parts, feeds } = context.findings;
  const stages: Array<[number, number]> = [];
  node.children.forEach((child, index) => {
    const first = parts.length;
    stage(child, index);
    if (child.named) stages.push([first, parts.length]);
  });
  feeds.pipelines.push(stages);
}

/** Walks the command of a substitution, keeping which parts it holds. */
function recordSubstitution(command: string, context: WalkContext, visit: () => void): void {
  const { parts, feeds } = context.findings;
  const first = parts.length;
  visit();
  feeds.substitutions.push({ command, first, end: parts.length });
}

function walkInside(node: SyntaxNode, scope: Scope, context: WalkContext): void {
  for (const child of node.children) walk(child, scope, context);
}

/** Walks the children of a command, whose assignments belong to it and are no statements of their own. */
function walkCommandInside(node: SyntaxNode, scope: Scope, context: WalkContext): void {
  for (const child of node.children) {
    if (child.type === 'variable_assignment') walkInside(child, scope, context);
    else walk(child, scope, context);
  }
}

/** Analyses the backtick substitutions tree-sitter left in text. */
function runBackticks(text: string, scope: Scope, context: WalkContext): void {
  const commands = backtickCommands(text);
  if (!commands) return markUnanalysable(context.findings, 'a backtick is left open');
  for (const command of commands) recordSubstitution(command, context, () => walkScript(command, 'substitution', scope.depth + 1, scope.env, context));
}

function visitRedirected(node: SyntaxNode, scope: Scope, context: WalkContext): void {
  const body = node.children.find((child) => child.field === 'body');
  // tree-sitter reads `a > f && b < g` as `(a > f && b) < g`; bash has no redirection of an and-or list and gives it to b alone.
  if (body?.type === 'list') {
    const last = body.children[body.children.length - 1];
    for (const child of body.children) if (child !== last) walk(child, scope, context);
    return visitRedirected({ ...node, children: node.children.map((child) => (child === body ? { ...last, field: 'body' } : child)) }, scope, context);
  }
  const redirections = emptyRedirections();
  for (const child of node.children) {
    if (REDIRECT_TYPES.has(child.type)) addRedirection(child, scope.source, (word) => evaluate(word, scope, context), redirections);
  }
  // `a | b > f` redirects b, which tree-sitter puts inside the pipeline.
  const last = body?.type === 'pipeline' ? body.children[body.children.length - 1] : body;
  if (body && last === body && body.type === 'command') {
    visitCommand(body, { start: body.start, end: node.end }, redirections, scope, context);
  } else if (body && last?.type === 'command') {
    walkPipeline(body, context, (child, index) => {
      const piped = index === 0 ? scope : { ...scope, piped: true };
      if (child === last) visitCommand(last, { start: last.start, end: node.end }, redirections, piped, context);
      else walk(child, piped, context);
    });
  } else {
    noteRedirections(redirections, context);
    if (redirections.extraArguments.length > 0) markUnanalysable(context.findings, 'words after a redirection of a compound command');
    // A group's, loop's or if's input is the input of the commands inside it (`while …; do sh; done <<< 'rm v'`).
    if (body) walk(body, redirections.stdin ? { ...scope, stdin: redirections.stdin } : scope, context);
  }
  for (const child of node.children) if (child !== body) walk(child, scope, context);
}

function visitCommand(node: SyntaxNode, span: Span, redirections: Redirections, scope: Scope, context: WalkContext): void {
  const env = [...scope.env];
  const words: Word[] = [];
  for (const child of node.children) {
    if (child.type === 'variable_assignment') env.push(assignment(child, scope, context, false).value);
    else if (child.field === 'redirect') addRedirection(child, scope.source, (word) => evaluate(word, scope, context), redirections);
    else if (child.field === 'name' || child.field === 'argument') words.push(evaluate(child, scope, context));
  }
  words.push(...redirections.extraArguments);
  words.sort((a, b) => a.start - b.start);
  noteRedirections(redirections, context);
  const stdin = redirections.stdin ?? (scope.piped ? { pipe: true as const } : scope.stdin);
  runSimpleCommand({ words: joinAdjacent(words, scope.source), env, ...(stdin && { stdin }), span }, sink(scope, context));
  walkCommandInside(node, scope, context);
}

/** `$(< f)` is the content of f: bash reads the file of a substitution made of only a redirection. */
function substitutedFile(node: SyntaxNode, scope: Scope, context: WalkContext): void {
  const redirections = emptyRedirections();
  for (const child of node.children) {
    if (child.type === 'file_redirect') addRedirection(child, scope.source, (word) => evaluate(word, scope, context), redirections);
  }
  noteRedirections(redirections, context);
}

/** `for x in $(…)` and `for f in *`: the loop variable holds data. */
function loopVariable(node: SyntaxNode, scope: Scope, context: WalkContext): void {
  const variable = node.children.find((child) => child.field === 'variable');
  if (!variable) return;
  const valueNodes = node.children.filter((child) => child.field === 'value');
  const values = valueNodes.map((child) => evaluateWord(child, scope.source));
  context.findings.feeds.loops.push({ name: text(variable, scope), ...(valueNodes.length > 0 && { words: valueNodes.map((child) => text(child, scope)) }) });
  // Without `in …` the loop runs over the positional parameters.
  const data = values.length === 0 ? context.findings.evaluations.positionalData : values.some((value) => value.dynamic || value.pattern);
  assigned(context.findings.evaluations, text(variable, scope), data || values.length === 0);
}

/** `${!x}` and `${x@P}` evaluate x's value as a name or a prompt; `${x:a:b}` evaluates a and b as arithmetic. */
function expansionEvaluations(node: SyntaxNode, scope: Scope, evaluations: Evaluations): void {
  const operators = node.children.filter((child) => !child.named).map((child) => text(child, scope));
  const variable = node.children.find((child) => child.type === 'variable_name');
  const shown = `\`${excerpt(text(node, scope), 40)}\``;
  if (variable && (operators.includes('!') || (operators.includes('@') && node.children.some((child) => text(child, scope) === 'P')))) {
    evaluations.evaluated.push({ name: text(variable, scope), sink: shown });
  }
  const colon = node.children.findIndex((child) => !child.named && text(child, scope) === ':');
  if (colon >= 0) evaluatedText(evaluations, scope.source.slice(node.children[colon].end, node.end - 1), shown);
}

/** Builtins that take variable names or arithmetic among their words. */
function builtinEvaluations(program: string, words: readonly Word[], evaluations: Evaluations): void {
  const shown = (word: Word) => `\`${program} ${excerpt(word.value, 30)}\``;
  const names = words.slice(1).filter((word) => !word.value.startsWith('-') || word.dynamic);
  if (program === 'let') for (const word of words.slice(1)) evaluatedText(evaluations, word.value, shown(word));
  if (program === 'source' || program === '.') evaluations.unknownAssignments = true;
  if (program === 'set' && words.slice(1).some((word) => word.dynamic || word.pattern)) evaluations.positionalData = true;
  if (program === 'read' || program === 'mapfile' || program === 'readarray' || Object.hasOwn(NAME_OPTIONS, program)) {
    const option = Object.hasOwn(NAME_OPTIONS, program) ? words.findIndex((word) => word.value === NAME_OPTIONS[program]) : undefined;
    const target = option !== undefined && option > 0 ? words[option + 1] : undefined;
    const targets = option !== undefined ? (target ? [target] : []) : readTargets(words.slice(1), program === 'read' ? READ_VALUES : MAPFILE_VALUES);
    for (const word of targets) {
      evaluatedName(evaluations, word, shown(word));
      assigned(evaluations, word.value.replace(/\[.*$/, ''), true);
    }
  }
  if (program === 'test' || program === '[' || program === '[[') {
    words.forEach((word, i) => {
      if (word.value === '-v' && words[i + 1]) evaluatedName(evaluations, words[i + 1], shown(words[i + 1]));
      if (program === '[[' && /^-(?:eq|ne|lt|le|gt|ge)$/.test(word.value)) {
        for (const operand of [words[i - 1], words[i + 1]]) if (operand) evaluatedText(evaluations, operand.value, `\`[[ … ${word.value} … ]]\``);
      }
    });
  }
  if (['declare', 'typeset', 'local', 'readonly', 'export'].includes(program)) {
    const flags = words.slice(1).filter((word) => /^[-+][a-zA-Z]+$/.test(word.value)).map((word) => word.value).join('');
    for (const word of names) {
      const name = word.value.split(/[=[]/)[0];
      if (word.dynamic && !/^[A-Za-z_]\w*\+?=/.test(word.value)) {
        if (program === 'export') evaluations.unknownAssignments = true;
        else evaluatedName(evaluations, word, shown(word));
      }
      if (/-[a-zA-Z]*i/.test(flags)) evaluations.integers.add(name);
      if (/-[a-zA-Z]*n/.test(flags) && word.dynamic) evaluatedName(evaluations, word, shown(word));
    }
  }
}

const READ_VALUES = new Set(['-d', '-i', '-n', '-N', '-p', '-t', '-u']);
const MAPFILE_VALUES = new Set(['-d', '-n', '-O', '-s', '-u', '-C', '-c']);

/** The variables `read` and `mapfile` fill: their operands and `-a NAME`. */
function readTargets(args: readonly Word[], withValue: ReadonlySet<string>): Word[] {
  const targets: Word[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i].value;
    if (arg === '-a' && args[i + 1]) targets.push(args[++i]);
    else if (withValue.has(arg)) i++;
    else if (!arg.startsWith('-') || args[i].dynamic) targets.push(args[i]);
  }
  return targets;
}

/** export/declare/local/readonly/typeset, unset, and `[ … ]` / `[[ … ]]`: parts of their own that evaluate text. */
function visitBuiltin(node: SyntaxNode, scope: Scope, context: WalkContext): void {
  const words: Word[] = [];
  const collect = (parent: SyntaxNode): void => {
    for (const child of parent.children) {
      if (child.type === 'variable_assignment') {
        words.push(assignment(child, scope, context, false, true));
      } else if (!child.named || WORD_TYPES.has(child.type)) {
        words.push(evaluate(child, scope, context));
      } else {
        collect(child);
      }
    }
  };
  collect(node);
  context.findings.evaluatesText = true;
  if (words.length > 0) builtinEvaluations(programName(words[0].value), words, context.findings.evaluations);
  if (words.length > 0) sink(scope, context).part(words, scope.env, node);
  walkCommandInside(node, scope, context);
}

/** Reads `NAME=value` as one word; a standalone one that can change later commands makes the line not read-only. */
function assignment(node: SyntaxNode, scope: Scope, context: WalkContext, standalone: boolean, declared = false): Word {
  const name = node.children.find((child) => child.field === 'name');
  const value = node.children.find((child) => child.field === 'value');
  const nameText = name ? text(name, scope) : '';
  const valueWord = value ? evaluate(value, scope, context) : undefined;
  if (valueWord && !valueWord.dynamic && CODE.test(valueWord.value)) {
    markUnanalysable(context.findings, `the variable ${nameText} holds shell code that a later expansion may run`);
  }
  if (standalone && !isSafeVariable(nameText)) context.findings.unsafeAssignment = true;
  if (nameText === 'PATH') context.findings.pathChanged = true;
  // `export GIT_PAGER='…'; git log`: what the variable makes later commands run.
  else if (standalone || declared) variableEffects(`${nameText}=${valueWord?.value ?? ''}`, undefined, innerRunner(sink(scope, context), [], undefined));
  const numeric = value?.type === 'command_substitution' && /^\$\(\s*(?:nproc|wc|date|id|getconf|stat|du|seq|tput)\b[^$`;|&()]*\)$/.test(text(value, scope));
  assigned(context.findings.evaluations, nameText.replace(/\[.*$/s, ''), valueWord?.dynamic ?? false, numeric);
  // `a=([$i]=x)`: the subscripts of a compound assignment are arithmetic.
  if (value?.type === 'array') {
    for (const index of text(value, scope).matchAll(/\[([^\]]*)\]=/g)) evaluatedText(context.findings.evaluations, index[1], `the subscript \`[${excerpt(index[1], 30)}]\``);
  }
  const operator = node.children.find((child) => !child.named);
  context.findings.assignments.push({ name: nameText, operator: operator ? text(operator, scope) : '=', value: value ? text(value, scope) : '' });
  return {
    value: `${nameText}${operator ? text(operator, scope) : '='}${valueWord?.value ?? ''}`,
    dynamic: valueWord?.dynamic ?? false,
    pattern: valueWord?.pattern ?? false,
    raw: scope.source.slice(node.start, node.end),
    start: node.start,
    end: node.end,
  };
}

function evaluate(node: SyntaxNode, scope: Scope, context: WalkContext): Word {
  const word = evaluateWord(node, scope.source);
  if (!word.dynamic && CODE.test(word.value)) context.findings.literalCode.push({ depth: scope.depth, start: word.start, end: word.end });
  return word;
}

function noteRedirections(redirections: Redirections, context: WalkContext): void {
  context.findings.writes.push(...redirections.writes);
  context.findings.writeWords.push(...redirections.writeWords);
  context.findings.reads.push(...redirections.reads);
}

function sink(scope: Scope, context: WalkContext): CommandSink {
  const { findings } = context;
  return {
    part(words, env, span, argumentsFromInput = false) {
      const argv = words.map((word) => word.value);
      const part = {
        command: argv.join(' '),
        argv,
        program: programName(argv[0]),
        source: scope.source.slice(span.start, span.end),
        origin: scope.origin,
        envAssignments: [...env],
        words: words.map((word) => word.raw ?? `'${word.value.replace(/'/g, "'\\''")}'`),
        ...(argumentsFromInput && { argumentsFromInput: true as const }),
      };
      findings.parts.push(part);
      if (argumentsFromInput || words.slice(1).some((word) => word.dynamic || word.pattern)) findings.openEnded.add(part);
      if (EVALUATING_PROGRAMS.has(part.program) || namesVariable(part.program, argv)) findings.evaluatesText = true;
      if (BUILTINS_WITH_NAMES.has(part.program)) builtinEvaluations(part.program, words, findings.evaluations);
      findings.criticalRemoval ??= criticalRemoval(part, words, context.options);
      return findings.parts.length - 1;
    },
    script(script, runner, env, stdin) {
      if (script.dynamic || script.pattern) {
        return markUnanalysable(findings, coreMessageOf('shell.string-only-known', { runner }));
      }
      findings.literalCode = findings.literalCode.filter(
        (code) => code.depth !== scope.depth || code.start < script.start || code.end > script.end,
      );
      walkScript(script.value, 'nested-shell', scope.depth + 1, env, context, stdin);
    },
    read: (file) => {
      findings.reads.push(file.raw ?? file.value);
    },
    unanalysable: (reason) => markUnanalysable(findings, reason),
    hidden: (reason) => {
      findings.hiddenCode ??= reason;
    },
    mention: (text) => mention(text, scope, context),
    codeFile: (file, part, runner) => {
      findings.codeFiles.push({ part, word: literalWord(file), runner });
    },
    runsInput: (part, runner) => {
      findings.inputRunners.push({ part, runner });
    },
  };
}

/** A word the analysis knows the value of, written so that expanding it gives that value (a `~/` and a glob still expand). */
function literalWord(file: Word): string {
  if (file.pattern) return file.value;
  const quoted = (text: string) => `'${text.replace(/'/g, "'\\''")}'`;
  return file.value.startsWith('~/') ? `~/${quoted(file.value.slice(2))}` : quoted(file.value);
}

/**
 * Walks text named in code the analysis cannot follow as a command line, when it parses as one, so
 * that the programs it names meet the deny rules; what it cannot read there changes nothing.
 */
function mention(text: string, scope: Scope, context: WalkContext): void {
  if (text.trim() === '' || scope.depth >= MAX_NESTING || !/[A-Za-z]/.test(text)) return;
  const script = context.parse(text);
  if (!script.valid) return;
  const { findings } = context;
  const { unanalysable, criticalRemoval, hiddenCode } = findings;
  const inputRunners = findings.inputRunners.length;
  walk(script.root, { source: text, origin: 'mentioned', depth: scope.depth + 1, env: [] }, context);
  Object.assign(findings, { unanalysable, criticalRemoval, hiddenCode });
  findings.inputRunners.length = inputRunners;
}

/** The text between a node's opening and closing tokens (`$(` … `)`). */
function innerText(node: SyntaxNode, scope: Scope): string {
  const [open, close] = [node.children[0], node.children[node.children.length - 1]];
  return open && close && open !== close ? scope.source.slice(open.end, close.start) : '';
}

function text(node: SyntaxNode, scope: Scope): string {
  return scope.source.slice(node.start, node.end);
}
