import { useTranslation } from 'react-i18next';
import type { ToolCardProps } from './card-props.ts';

interface Todo {
  content: string;
  status: string;
  activeForm?: string;
}

function todosOf(input: unknown): Todo[] {
  const todos = (input as { todos?: unknown } | null)?.todos;
  return Array.isArray(todos) ? todos.filter((todo): todo is Todo => typeof todo?.content === 'string') : [];
}

const marks: Record<string, string> = { completed: '☑', in_progress: '◐', pending: '☐' };

export function TodoCard({ part }: ToolCardProps) {
  const { t } = useTranslation('chat');
  const todos = todosOf(part.input);
  return (
    <ul className="tool-body todo-list" aria-label={t('todos')}>
      {todos.map((todo, index) => (
        <li key={index} data-status={todo.status}>
          <span aria-hidden="true">{marks[todo.status] ?? '☐'}</span>{' '}
          {todo.status === 'in_progress' && todo.activeForm ? todo.activeForm : todo.content}
          <span className="visually-hidden"> ({t(`todoStatus.${todo.status}`, { defaultValue: todo.status })})</span>
        </li>
      ))}
    </ul>
  );
}
