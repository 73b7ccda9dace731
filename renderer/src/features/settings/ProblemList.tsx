import type { SettingsProblemView } from '../../../../shared/ipc/domains/settings.ts';

/** A settings file's problems, each with where it is. */
export function ProblemList({ problems }: { problems: readonly SettingsProblemView[] }) {
  if (problems.length === 0) return null;
  return (
    <ul className="settings-problems">
      {problems.map((problem, index) => (
        <li key={index} className={`settings-problem-${problem.severity}`}>
          {problem.line !== undefined && `${problem.line}:${problem.column ?? 1} `}
          {problem.path && `${problem.path}: `}
          {problem.message}
        </li>
      ))}
    </ul>
  );
}
