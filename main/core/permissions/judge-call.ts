import type { PermissionDecision, PermissionRequest } from '../tools/permission.ts';
import type { DecisionPart, DecisionSource } from '../../../shared/vocabulary/approvals.ts';
import { coreMessageOf } from '../../../shared/vocabulary/core-messages.ts';
import { evaluateSubject, toPart, type EvaluationContext, type Verdict } from './evaluate.ts';
import { dangerousFirst, lineLabel } from './explain.ts';
import { ruleAliases, subjectsOf, type CallSubjects, type Subject, type SubjectContext } from './subjects.ts';
import { denialOf, reasonText, withReason, type Reason } from './reasons.ts';
import { suggestRule } from './suggestions.ts';

/**
 * One call judged: split into its subjects (each command part, path, host), each weighed against the
 * rules, grants and mode, the verdicts combined. The permission service loads this module with its
 * first decision (and the shell analyzer with its first command), not with the session.
 */
export function judgeCall(request: PermissionRequest, context: EvaluationContext, subjects: SubjectContext, projectDir: string): PermissionDecision {
  const judged = subjectsOf(request, subjects);
  // Code the analysis cannot see into (`python3 -c`) could do what a deny or ask rule refuses, so then it needs the person;
  // where no rule limits the tool, it is judged like any other call of it (`python3 x.py` is no more visible).
  const unlimited = judged.hiddenCodeOnly === true && !context.rules.limits(request.tool.name, ruleAliases(request));
  const called = unlimited ? { ...judged, alwaysAsk: undefined } : judged;
  const verdicts = called.subjects.map((subject) => askedAnyway(subject, evaluateSubject(subject, context)));
  return combine(request, called, verdicts, context, projectDir);
}

/** A part that runs what another command prints is asked whatever allowed it (only a denial speaks over that), and says why. */
function askedAnyway(subject: Subject, verdict: Verdict): Verdict {
  if (subject.kind !== 'command' || !subject.runsInput || verdict.verdict === 'deny') return verdict;
  const { reason } = subject.runsInput;
  return { verdict: 'ask', source: { kind: 'policy', detail: reasonText(reason) }, reason };
}

/**
 * The call's decision from its subjects': a denied part denies it; what must always be asked (a
 * command that cannot be analysed, a critical removal) asks whatever allowed its parts; else the open
 * parts are asked, with the rule that would allow each part no rule decided.
 */
function combine(request: PermissionRequest, called: CallSubjects, verdicts: Verdict[], context: EvaluationContext, projectDir: string): PermissionDecision {
  const { subjects, alwaysAsk } = called;
  const denied = verdicts.find((verdict): verdict is Extract<Verdict, { verdict: 'deny' }> => verdict.verdict === 'deny');
  if (denied) return { behavior: 'deny', ...denialOf(denied.reason), source: denied.source };

  const wholeCall = alwaysAsk === undefined ? undefined : wholeCallPart(request, called, alwaysAsk);
  if (!wholeCall && verdicts.every((verdict) => verdict.verdict === 'allow')) {
    const allowed = verdicts as Extract<Verdict, { verdict: 'allow' }>[];
    return { behavior: 'allow', source: (allowed.find((verdict) => verdict.source.kind !== 'mode') ?? allowed[0]).source };
  }
  const partAsks = subjects.flatMap((subject) => (subject.kind === 'command' && subject.runsInput ? [subject.runsInput.reason] : []));
  const parts = listedParts(subjects, verdicts, wholeCall, context);
  const { mode } = context;
  if (mode === 'dontAsk') {
    const open = parts.find((part) => part.verdict !== 'allow');
    const why = open?.reasonMessage ?? open?.reason ?? coreMessageOf('permission.no-rule-call');
    return { behavior: 'deny', ...denialOf(coreMessageOf('permission.dont-ask', { reason: why })), source: { kind: 'mode', detail: 'dontAsk' } };
  }
  const asked = verdicts.find((verdict): verdict is Extract<Verdict, { verdict: 'ask' }> => verdict.verdict === 'ask');
  // An allow rule is no answer to what an ask rule, a protected path or a hook asks about, nor to the whole-call asks.
  const uncovered = wholeCall || partAsks.length > 0 ? [] : subjects.filter((_, index) => verdicts[index].verdict === 'undecided');
  const suggestions = uncovered.map((subject) => suggestRule(subject, request.tool.name, projectDir));
  const asking = alwaysAsk ?? partAsks[0];
  return {
    behavior: 'ask',
    ...(asking !== undefined && withReason(asking)),
    suggestions: [...new Set(suggestions)],
    parts,
    source: asked?.source ?? wholeCall?.source ?? { kind: 'mode', detail: mode },
  };
}

/**
 * The rows of the dialog: the whole-call part first when there is one (the stand-in for a line no
 * analysis split is that same line, so it gets no row of its own), each subject's verdict, the
 * dangerous first, and the commands whose output a part runs right after that part.
 */
function listedParts(subjects: readonly Subject[], verdicts: readonly Verdict[], wholeCall: DecisionPart | undefined, context: EvaluationContext): DecisionPart[] {
  const shown = subjects.map((subject, index) => ({ subject, verdict: verdicts[index] })).filter(({ subject }) => !(wholeCall && subject.kind === 'command' && subject.wholeLine));
  const parts = [...(wholeCall ? [wholeCall] : []), ...shown.map(({ subject, verdict }) => toPart(subject, verdict, context))];
  const offset = wholeCall ? 1 : 0;
  const follows = new Map<number, number>();
  shown.forEach(({ subject }, runner) => {
    if (subject.kind !== 'command' || !subject.runsInput) return;
    const { fedBy } = subject.runsInput;
    shown.forEach(({ subject: fed }, index) => {
      if (fed.kind === 'command' && fedBy.includes(fed.part)) follows.set(index + offset, runner + offset);
    });
  });
  return dangerousFirst(parts, follows);
}

/** What must be put to the person about the call as a whole, as the first part the dialog lists. */
function wholeCallPart(request: PermissionRequest, { analysis }: CallSubjects, reason: Reason): DecisionPart & { source: DecisionSource } {
  const command = request.target.command;
  return {
    label: command === undefined ? request.tool.name : lineLabel(command),
    verdict: 'ask',
    source: { kind: 'policy', detail: reasonText(reason) },
    risk: analysis?.criticalRemoval !== undefined ? 'destructive' : command !== undefined ? 'opaque' : request.tool.readOnly ? 'read' : 'execute',
    ...withReason(reason),
  };
}
