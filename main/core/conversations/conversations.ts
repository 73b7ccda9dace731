import { statSync } from 'node:fs';
import { StringDecoder } from 'node:string_decoder';
import { chatEvents, type ChatStatus, type MessageQueueState, type QueuedMessage } from '../../../shared/ipc/domains/chat.ts';
import { sessionSummary } from '../../../shared/ipc/domains/sessions.ts';
import { fitContract } from '../../../shared/ipc/fit-contract.ts';
import { errorMessage } from '../common/errors.ts';
import { NotQueuedError } from '../session/message-queue.ts';
import type { AgentSession } from '../session/open-session.ts';
import type { AgentEvent, RunStatus } from '../../../shared/vocabulary/agent-events.ts';
import type { TurnEnd } from '../../../shared/vocabulary/turn-failure.ts';
import type { WorktreeWish } from '../../../shared/vocabulary/worktrees.ts';
import type { TurnResult } from '../agent/agent.ts';
import { imagesRefusal } from '../agent/model/catalogue.ts';
import type { ProviderFlags } from '../agent/model/resolve-provider.ts';
import { noUsage } from '../agent/usage.ts';
import type { EventBus } from '../events.ts';
import type { Permissions } from '../permissions/service.ts';
import type { PtyManager } from '../pty/manager.ts';
import { secretsFromEnv, type Secrets } from '../settings/secrets.ts';
import { loadQueue } from '../store/queue.ts';
import { getSession, recordTurnEnd, setSessionModel, turnEndings } from '../store/sessions.ts';
import { generateTitle } from '../store/title.ts';
import type { Store } from '../store/store.ts';
import type { MessageImage, Session } from '../store/types.ts';
import type { SpillStore } from '../tools/output/spill.ts';
import { createApprovalsBroker, type ApprovalsBroker } from './approvals-broker.ts';
import { createEventBatcher, type EventBatcher } from './event-batcher.ts';
import { secretRedactor } from './redact.ts';

export interface ConversationsOptions {
  store(): Store;
  /** The process's spill files, shared by every session. */
  spill: SpillStore;
  events: EventBus;
  dataDir: string;
  env: NodeJS.ProcessEnv;
  /** API keys; default: the environment. */
  secrets?: Secrets;
  /** The folder of `~/.claude`; default: the user's home. */
  home?: string;
  log?: (message: string, error?: unknown) => void;
}

export interface NewConversation {
  projectPath: string;
  model?: string;
  provider?: string;
  /** The session works in a new worktree of the project (refused with the reason where there can be none). */
  worktree?: WorktreeWish;
}

/** The desktop's open conversations: one agent session per store session, one turn at a time each. */
export interface Conversations {
  approvals: ApprovalsBroker;
  /** A new session in the project, opened and ready for `send`. */
  create(fields: NewConversation): Promise<Session>;
  /** Starts a turn and returns at once; its events follow as `chat.event`. Throws while a turn runs. */
  send(sessionId: string, prompt: string, images?: readonly MessageImage[]): Promise<ChatStatus>;
  /** Starts a turn answering the session's last prompt again (after a failed model request), as `send` does. */
  retry(sessionId: string): Promise<ChatStatus>;
  /**
   * A message sent at once when no turn runs, else queued (shown with `chat.queue` events) and sent
   * as the next prompt when the turn ends; a cancelled turn leaves the queue for the person.
   */
  enqueue(sessionId: string, prompt: string, images?: readonly MessageImage[]): Promise<{ sessionId: string; status: 'sent' | 'queued'; message?: QueuedMessage }>;
  /** The session's queue; for a session not open, the one kept in the store (asking does not open it). */
  queued(sessionId: string): Promise<MessageQueueState>;
  /** Throws when the message is no longer queued. */
  editQueued(sessionId: string, id: string, prompt: string): Promise<MessageQueueState>;
  removeQueued(sessionId: string, id: string): Promise<MessageQueueState>;
  /** "Send now": the running turn gets the message at its next safe point; with no turn running it is sent at once. */
  sendNow(sessionId: string, id: string): Promise<MessageQueueState>;
  /** Aborts the running turn (withdrawing its approvals) and waits until it has ended. */
  cancel(sessionId: string): Promise<ChatStatus & { cancelled: boolean }>;
  isRunning(sessionId: string): boolean;
  /** Each session running a turn, or that ever ended one (kept in the store across restarts), as `chat.status` last told it. */
  statuses(): ChatStatus[];
  /** The permission service of an open conversation: the session's, or one of the project's; it holds its session grants. */
  permissionsFor(open: { sessionId: string } | { projectDir: string }): Permissions | undefined;
  /** Sets a session's permission mode (opening it if needed); throws when the settings forbid the mode. */
  setMode(sessionId: string, mode: string): Promise<string>;
  /** Sets the model a session asks from its next prompt on; throws while it runs a turn or a background command. */
  setModel(sessionId: string, model: string): Promise<Session>;
  /** A session's agent session, opened from the store if it is not open yet. */
  open(sessionId: string): Promise<AgentSession>;
  /** The agent sessions open now. */
  opened(): AgentSession[];
  /** The terminals of an open session's commands; undefined while the session is not open. */
  terminals(sessionId: string): Promise<PtyManager | undefined>;
  /** Cancels and closes a session's agent session; the next `send` opens it again from the store. */
  release(sessionId: string): Promise<void>;
  /** Closes a session that runs no turn and no background command, so it opens afresh; refuses otherwise, naming `change` as the reason to reopen. */
  reopenIdle(sessionId: string, change: string): Promise<void>;
  close(): Promise<void>;
}

export class ConversationBusyError extends Error {
  constructor(sessionId: string) {
    super(`Session ${sessionId} is still answering a prompt: wait for it or cancel it first.`);
    this.name = 'ConversationBusyError';
  }
}

interface Conversation {
  session: AgentSession;
  batcher: EventBatcher;
}

interface Turn {
  controller: AbortController;
  done?: Promise<void>;
}

/** The conversation an event belongs to: a sub-agent's events go to its parent's. */
const conversationOf = (event: AgentEvent) => event.subagent?.parentSessionId ?? event.sessionId;

/** What the open conversations share: the options, the redactor, the approvals, and three maps by session id. */
interface ConversationsState {
  options: ConversationsOptions;
  secrets: Secrets;
  redactor: ReturnType<typeof secretRedactor>;
  approvals: ApprovalsBroker;
  /** Every conversation opened or opening. */
  open: Map<string, Promise<Conversation>>;
  /** The conversations whose agent session has opened. */
  ready: Map<string, AgentSession>;
  /** The running turns. */
  turns: Map<string, Turn>;
  /** Where a payload that does not fit its contract is reported. */
  report: (message: string) => void;
}

export function createConversations(options: ConversationsOptions): Conversations {
  const secrets = options.secrets ?? secretsFromEnv(options.env);
  const redactor = secretRedactor(secrets, options.env);
  const report = options.log ?? ((message: string) => console.error(message));
  const state: ConversationsState = {
    options,
    secrets,
    redactor,
    report,
    approvals: createApprovalsBroker(options.events, redactor.redact, report),
    open: new Map(),
    ready: new Map(),
    turns: new Map(),
  };
  return {
    approvals: state.approvals,
    create: (fields) => create(state, fields),
    send: (sessionId, prompt, images = []) => send(state, sessionId, prompt, images),
    retry: (sessionId) => retry(state, sessionId),
    cancel: (sessionId) => cancel(state, sessionId),
    enqueue: (sessionId, prompt, images = []) => enqueue(state, sessionId, prompt, images),
    queued: async (sessionId) => ({ sessionId, messages: state.ready.get(sessionId)?.queue.list() ?? loadQueue(options.store(), sessionId) }),
    editQueued: (sessionId, id, prompt) => changeQueue(state, sessionId, (queue) => queue.edit(id, prompt)),
    removeQueued: (sessionId, id) => changeQueue(state, sessionId, (queue) => queue.remove(id)),
    sendNow: (sessionId, id) => sendNow(state, sessionId, id),
    isRunning: (sessionId) => state.turns.has(sessionId),
    statuses: () => statuses(state),
    permissionsFor: (open) => permissionsFor(state, open),
    open: async (sessionId) => (await conversationFor(state, sessionId)).session,
    setMode: (sessionId, mode) => setMode(state, sessionId, mode),
    setModel: (sessionId, model) => setModel(state, sessionId, model),
    async terminals(sessionId) {
      const conversation = state.open.get(sessionId);
      return conversation && (await conversation).session.terminals;
    },
    release: (sessionId) => release(state, sessionId),
    reopenIdle: (sessionId, change) => releaseIdle(state, sessionId, change, ''),
    opened: () => [...state.ready.values()],
    async close() {
      await Promise.all([...new Set([...state.open.keys(), ...state.turns.keys()])].map((sessionId) => release(state, sessionId)));
    },
  };
}

async function create(state: ConversationsState, fields: NewConversation): Promise<Session> {
  if (!statSync(fields.projectPath, { throwIfNoEntry: false })?.isDirectory()) throw new Error(`${fields.projectPath} is not a folder.`);
  const conversation = await openConversation(state, fields.projectPath, { provider: fields.provider, model: fields.model }, undefined, fields.worktree);
  const { session } = conversation.session;
  state.open.set(session.id, Promise.resolve(conversation));
  return session;
}

async function send(state: ConversationsState, sessionId: string, prompt: string, images: readonly MessageImage[]): Promise<ChatStatus> {
  return startTurn(state, sessionId, (conversation) => {
    // Refused before the turn starts, so the person keeps the prompt and its images to send elsewhere.
    const refusal = images.length > 0 ? imagesRefusal(conversation.session.session.model ?? '') : undefined;
    if (refusal) throw new Error(refusal);
    return (signal) => conversation.session.send(prompt, signal, images);
  });
}

/** The last prompt answered again, as a turn like any other (see `AgentSession.retry`). */
function retry(state: ConversationsState, sessionId: string): Promise<ChatStatus> {
  return startTurn(state, sessionId, (conversation) => (signal) => conversation.session.retry(signal));
}

/** Claims the session's turn, opens its conversation, and runs what `answerWith` gives in the background; throws while a turn runs. */
async function startTurn(
  state: ConversationsState,
  sessionId: string,
  answerWith: (conversation: Conversation) => (signal: AbortSignal) => Promise<TurnResult>,
): Promise<ChatStatus> {
  if (state.turns.has(sessionId)) throw new ConversationBusyError(sessionId);
  const turn: Turn = { controller: new AbortController() };
  state.turns.set(sessionId, turn);
  state.redactor.refresh();
  let conversation: Conversation;
  let answer: (signal: AbortSignal) => Promise<TurnResult>;
  try {
    conversation = await conversationFor(state, sessionId);
    answer = answerWith(conversation);
  } catch (error) {
    state.turns.delete(sessionId);
    throw error;
  }
  setStatus(state, sessionId, 'running');
  turn.done = runTurn(state, sessionId, conversation, turn, answer);
  return { sessionId, status: 'running' };
}

async function openConversation(state: ConversationsState, projectDir: string, provider: ProviderFlags, resumeId?: string, worktree?: WorktreeWish): Promise<Conversation> {
  const { options, redactor, approvals } = state;
  let sessionId = resumeId;
  let titled = false;
  const decoders = utf8Decoders();
  redactor.refresh();
  const batcher = createEventBatcher((batch) => sendEvents(state, batch));
  const { openSession } = await import('../session/open-session.ts');
  const opened = await openSession({
    store: options.store(),
    spill: options.spill,
    projectDir,
    dataDir: options.dataDir,
    home: options.home,
    env: options.env,
    secrets: state.secrets,
    provider,
    ...(resumeId !== undefined && { session: { resumeId } }),
    ...(worktree && { worktree }),
    keepQueue: true,
    approvals: { request: (request, signal) => approvals.forSession(sessionId ?? request.sessionId).request(request, signal) },
    onEvent: (event) => {
      batcher.push(event);
      // The sidebar names a session by its first prompt from the moment it is stored, not only once the turn ends.
      if (titled || sessionId === undefined || event.type !== 'message' || event.role !== 'user' || event.subagent) return;
      titled = true;
      announceUpdate(state, sessionId);
    },
    onTerminalOutput: (output) => {
      const text = decoders.for(output.shellId).write(output.data);
      if (text !== '' && sessionId !== undefined) options.events.emit('terminal.output', redactor.redact({ sessionId, shellId: output.shellId, data: text }));
    },
    log: options.log,
  });
  if (!opened.ok) throw new Error(opened.error);
  const id = opened.value.session.id;
  sessionId = id;
  state.ready.set(id, opened.value);
  opened.value.mcp?.onStatus((servers) => options.events.emit('extensions.mcpStatus', { sessionId: id, servers }));
  opened.value.queue.onChange((messages) => options.events.emit('chat.queue', { sessionId: id, messages: redactor.redactBesideImages(messages) }));
  return { session: opened.value, batcher };
}

/** The open conversation of a stored session, opened from the store with its provider and model when it is not open yet. */
function conversationFor(state: ConversationsState, sessionId: string): Promise<Conversation> {
  const known = state.open.get(sessionId);
  if (known) return known;
  const session = getSession(state.options.store(), sessionId);
  if (!session) return Promise.reject(new Error(`No session ${sessionId}.`));
  const opening = openConversation(state, session.cwd, { provider: session.provider ?? undefined, model: session.model ?? undefined }, sessionId);
  state.open.set(sessionId, opening);
  opening.catch(() => state.open.delete(sessionId));
  return opening;
}

async function runTurn(state: ConversationsState, sessionId: string, conversation: Conversation, turn: Turn, answer: (signal: AbortSignal) => Promise<TurnResult>): Promise<void> {
  const startedAt = Date.now();
  let ended: TurnEnd = { status: 'error' };
  try {
    const result = await answer(turn.controller.signal);
    ended = result;
    conversation.batcher.push({ type: 'result', sessionId, ...result, durationMs: Date.now() - startedAt });
  } catch (error) {
    state.options.log?.(`The turn of session ${sessionId} failed`, error);
    const failed = { status: 'error' as const, error: errorMessage(error) };
    ended = failed;
    conversation.batcher.push({ type: 'result', sessionId, ...failed, text: '', turns: 0, usage: noUsage(), durationMs: Date.now() - startedAt });
  } finally {
    conversation.batcher.flush();
    state.turns.delete(sessionId);
    keepTurnEnd(state, sessionId, ended);
    setStatus(state, sessionId, 'idle', ended.status);
    announceUpdate(state, sessionId);
  }
  if (!turn.controller.signal.aborted) sendQueued(state, sessionId, conversation);
}

/** The first queued message as the next prompt, when a turn ended by itself. */
function sendQueued(state: ConversationsState, sessionId: string, conversation: Conversation) {
  const next = conversation.session.queue.takeNext();
  if (!next) return;
  send(state, sessionId, next.prompt, next.images ?? []).catch((error: unknown) => {
    state.options.log?.(`The queued message of session ${sessionId} could not be sent`, error);
    state.options.events.emit('app.notice', { level: 'error', message: `A queued message could not be sent: ${errorMessage(error)}` });
  });
}

async function enqueue(state: ConversationsState, sessionId: string, prompt: string, images: readonly MessageImage[]) {
  const { session } = await conversationFor(state, sessionId);
  if (!state.turns.has(sessionId)) {
    await send(state, sessionId, prompt, images);
    return { sessionId, status: 'sent' as const };
  }
  const refusal = images.length > 0 ? imagesRefusal(session.session.model ?? '') : undefined;
  if (refusal) throw new Error(refusal);
  return { sessionId, status: 'queued' as const, message: session.queue.enqueue(prompt, images) };
}

async function queueOf(state: ConversationsState, sessionId: string) {
  return (await conversationFor(state, sessionId)).session.queue;
}

const queueState = (sessionId: string, queue: AgentSession['queue']): MessageQueueState => ({ sessionId, messages: queue.list() });

async function changeQueue(state: ConversationsState, sessionId: string, change: (queue: AgentSession['queue']) => unknown): Promise<MessageQueueState> {
  const queue = await queueOf(state, sessionId);
  change(queue);
  return queueState(sessionId, queue);
}

async function sendNow(state: ConversationsState, sessionId: string, id: string): Promise<MessageQueueState> {
  const queue = await queueOf(state, sessionId);
  if (state.turns.has(sessionId)) {
    queue.sendNow(id);
    return queueState(sessionId, queue);
  }
  const message = queue.list().find((queued) => queued.id === id);
  if (!message) throw new NotQueuedError(id);
  queue.remove(id);
  await send(state, sessionId, message.prompt, message.images ?? []);
  return queueState(sessionId, queue);
}

function sendEvents(state: ConversationsState, batch: AgentEvent[]) {
  const payload = fitContract('chat.event', chatEvents, { sessionId: conversationOf(batch[0]), events: state.redactor.redactBesideImages(batch) }, state.report);
  if (payload) state.options.events.emit('chat.event', payload);
}

function setStatus(state: ConversationsState, sessionId: string, status: ChatStatus['status'], ended?: RunStatus) {
  state.options.events.emit('chat.status', { sessionId, status, ...(ended && { ended }) });
}

function keepTurnEnd(state: ConversationsState, sessionId: string, ended: TurnEnd) {
  try {
    // Kept as the windows were told it: a key the provider echoed in its error never reaches the store.
    recordTurnEnd(state.options.store(), sessionId, state.redactor.redact(ended));
  } catch (error) {
    state.options.log?.(`How the turn of session ${sessionId} ended could not be kept`, error);
  }
}

function statuses(state: ConversationsState): ChatStatus[] {
  const running = [...state.turns.keys()].map((sessionId): ChatStatus => ({ sessionId, status: 'running' }));
  const ended = turnEndings(state.options.store())
    .filter(({ sessionId }) => !state.turns.has(sessionId))
    .map(({ sessionId, ended: how }): ChatStatus => ({ sessionId, status: 'idle', ended: how }));
  return [...running, ...ended];
}

/** Titles a session from its first prompt when it has none yet, and tells the windows how it looks now. */
function announceUpdate(state: ConversationsState, sessionId: string) {
  const { options } = state;
  try {
    generateTitle(options.store(), sessionId);
    const session = getSession(options.store(), sessionId);
    // The store's row has more than the windows are told (its project id): the contract's fields only.
    if (session) options.events.emit('sessions.updated', sessionSummary.parse(session));
  } catch (error) {
    options.log?.(`Session ${sessionId} could not be titled`, error);
  }
}

async function cancel(state: ConversationsState, sessionId: string) {
  const turn = state.turns.get(sessionId);
  if (!turn) return { sessionId, status: 'idle' as const, cancelled: false };
  turn.controller.abort();
  await turn.done;
  return { sessionId, status: 'idle' as const, cancelled: true };
}

async function release(state: ConversationsState, sessionId: string) {
  await cancel(state, sessionId);
  const conversation = state.open.get(sessionId);
  state.open.delete(sessionId);
  state.ready.delete(sessionId);
  await (await conversation?.catch(() => undefined))?.session.close();
}

function permissionsFor(state: ConversationsState, open: { sessionId: string } | { projectDir: string }): Permissions | undefined {
  if ('sessionId' in open) return state.ready.get(open.sessionId)?.permissions;
  return [...state.ready.values()].find((session) => session.session.cwd === open.projectDir)?.permissions;
}

async function setMode(state: ConversationsState, sessionId: string, mode: string): Promise<string> {
  const set = (await conversationFor(state, sessionId)).session.setMode(mode);
  if (!set.ok) throw new Error(set.error);
  announceUpdate(state, sessionId);
  return mode;
}

/** Closes a session that runs nothing, so its next use opens it afresh; `change` names why, for the refusal while a turn or background command runs. */
async function releaseIdle(state: ConversationsState, sessionId: string, change: string, otherwise: string): Promise<void> {
  if (state.turns.has(sessionId)) throw new ConversationBusyError(sessionId);
  if (!getSession(state.options.store(), sessionId)) throw new Error(`No session ${sessionId}.`);
  const conversation = await state.open.get(sessionId)?.catch(() => undefined);
  const running = conversation?.session.terminals?.list(sessionId).filter((shell) => shell.status === 'running').length ?? 0;
  if (running > 0) {
    throw new Error(`Background commands of this session still run (${running}); ${change} reopens the session and would stop them. Stop them first${otherwise}.`);
  }
  await release(state, sessionId);
}

async function setModel(state: ConversationsState, sessionId: string, model: string): Promise<Session> {
  const store = state.options.store();
  await releaseIdle(state, sessionId, 'changing the model', ', or start a new session with this model');
  setSessionModel(store, sessionId, model);
  announceUpdate(state, sessionId);
  return getSession(store, sessionId)!;
}

/** One UTF-8 decoder per stream, so a character split across two chunks arrives whole. */
export function utf8Decoders(): { for(stream: string): StringDecoder } {
  const decoders = new Map<string, StringDecoder>();
  return {
    for(stream) {
      let decoder = decoders.get(stream);
      if (!decoder) decoders.set(stream, (decoder = new StringDecoder('utf8')));
      return decoder;
    },
  };
}
