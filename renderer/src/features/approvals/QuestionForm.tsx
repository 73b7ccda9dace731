import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PendingApproval } from '../../../../shared/ipc/domains/approvals.ts';
import { useApprovals } from '../../stores/approvals.ts';

type Question = NonNullable<PendingApproval['questions']>[number];

/** The free-text choice every question gets besides its options; it stands for what the person typed. */
const other = '\u0000other';

interface FieldProps {
  question: Question;
  chosen: string[];
  otherText: string;
  onChange(next: string[]): void;
  onOtherText(text: string): void;
}

function QuestionField({ question, chosen, otherText, onChange, onOtherText }: FieldProps) {
  const { t } = useTranslation('approvals');
  const type = question.multiSelect ? 'checkbox' : 'radio';
  const toggle = (label: string, checked: boolean) => {
    if (!question.multiSelect) return onChange([label]);
    onChange(checked ? [...chosen, label] : chosen.filter((known) => known !== label));
  };
  return (
    <fieldset className="question">
      <legend>
        <span className="question-header">{question.header}</span> {question.question}
      </legend>
      {question.options.map((option) => (
        <label key={option.label} className="option">
          <input
            type={type}
            name={question.question}
            checked={chosen.includes(option.label)}
            onChange={(event) => toggle(option.label, event.target.checked)}
          />
          <span>
            <strong>{option.label}</strong>
            {option.description && <span className="muted"> — {option.description}</span>}
          </span>
        </label>
      ))}
      <label className="option">
        <input type={type} name={question.question} checked={chosen.includes(other)} onChange={(event) => toggle(other, event.target.checked)} />
        <span>{t('other')}</span>
        <input
          type="text"
          aria-label={t('otherText', { question: question.header })}
          value={otherText}
          onChange={(event) => {
            onOtherText(event.target.value);
            if (!chosen.includes(other)) toggle(other, true);
          }}
        />
      </label>
    </fieldset>
  );
}

/** AskUserQuestion: the questions as a small form; the answers go back as the approval's answers. */
export function QuestionForm({ approval }: { approval: PendingApproval }) {
  const { t } = useTranslation('approvals');
  const respond = useApprovals((state) => state.respond);
  const questions = approval.questions ?? [];
  const [chosen, setChosen] = useState<Record<string, string[]>>({});
  const [otherTexts, setOtherTexts] = useState<Record<string, string>>({});
  const answerOf = (question: Question) =>
    (chosen[question.question] ?? [])
      .map((label) => (label === other ? (otherTexts[question.question] ?? '').trim() : label))
      .filter(Boolean)
      .join(', ');
  const complete = questions.every((question) => answerOf(question) !== '');
  return (
    <form
      className="question-form"
      onSubmit={(event) => {
        event.preventDefault();
        const answers = Object.fromEntries(questions.map((question) => [question.question, answerOf(question)]));
        void respond(approval.id, { decision: 'allow', scope: 'once', answers });
      }}
    >
      {questions.map((question) => (
        <QuestionField
          key={question.question}
          question={question}
          chosen={chosen[question.question] ?? []}
          otherText={otherTexts[question.question] ?? ''}
          onChange={(next) => setChosen((current) => ({ ...current, [question.question]: next }))}
          onOtherText={(text) => setOtherTexts((current) => ({ ...current, [question.question]: text }))}
        />
      ))}
      <div className="approval-actions">
        <button type="submit" className="primary" disabled={!complete}>
          {t('answer')}
        </button>
        <button type="button" onClick={() => void respond(approval.id, { decision: 'deny' })}>
          {t('skip')}
        </button>
      </div>
    </form>
  );
}
