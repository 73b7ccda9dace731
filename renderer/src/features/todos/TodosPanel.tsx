import { useTranslation } from 'react-i18next';
import { useChat } from '../chat/store.ts';
import { currentTodos, progressOf } from './current-todos.ts';
import './todos.css';

const marks = { completed: '☑', in_progress: '◐', pending: '☐' } as const;

/** The session's current todo list beside the chat, following each TodoWrite as it lands. */
export function TodosPanel() {
  const { t } = useTranslation('todos');
  const messages = useChat((state) => state.conversation.messages);
  const todos = currentTodos(messages);
  if (!todos || todos.length === 0) return null;
  const { done, total } = progressOf(todos);
  return (
    <aside className="todos-panel" aria-labelledby="todos-title" data-testid="todos-panel" tabIndex={0}>
      <h2 id="todos-title">
        {t('title')} <span className="muted">{t('progress', { done, total })}</span>
      </h2>
      <ul aria-live="polite">
        {todos.map((todo, index) => (
          <li key={index} data-status={todo.status} data-testid="todo-item">
            <span aria-hidden="true">{marks[todo.status]}</span> {todo.status === 'in_progress' && todo.activeForm ? todo.activeForm : todo.content}
            <span className="visually-hidden"> ({t(`status.${todo.status}`)})</span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
