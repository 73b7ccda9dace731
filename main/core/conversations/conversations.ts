import { statSync } from 'node:fs';
import { chatEvents, type ChatStatus } from '../../../shared/ipc/domains/chat.ts';
import { fitContract } from '../../../shared/ipc/fit-contract.ts';
import type { AgentSession } from '../agent/agent-session.ts';
import type { AgentEvent } from '../../../shared/vocabulary/agent-events.ts';
import { imagesRefusal } from '../agent/model/catalogue.ts';
import type { ProviderFlags } from '../agent/model/resolve-provider.ts';
import { noUsage } from '../agent/usage.ts';
import type { EventBus } from '../events.ts';
import type { Permissions } from '../permissions/service.ts';
import type { PtyManager } from '../pty/manager.ts';
import { secretsFromEnv, type Secrets } from '../settings/secrets.ts';
import { getSession, setSessionModel } from '../store/sessions.ts';
import { generateTitle } from '../store/title.ts';
import type { Store } from '../store/store.ts';
import type { MessageImage, Session } from '../store/types.ts';
import { createApprovalsBroker, type ApprovalsBroker } from './approvals-broker.ts';
import { createEventBatcher, type EventBatcher } from './event-batcher.ts';
import { utf8Decoders } from './utf8-decoders.ts';
import { secretRedactor } from './redact.ts';

export interface ConversationsOptions {
  store(): Store;
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
}

/** The desktop's open conversations: one agent session per store session, one turn at a time each. */
export interface Conversations {
  approvals: ApprovalsBroker;
  /** A new session in the project, opened and ready for `send`. */
  create(fields: NewConversation): Promise<Session>;
  /** Starts a turn and returns at once; its events follow as `chat.event`. Throws while a turn runs. */
  send(sessionId: string, prompt: string, images?: readonly MessageImage[]): Promise<ChatStatus>;
  /** Aborts the running turn (withdrawing its approvals) and waits until it has ended. */
  cancel(sessionId: string): Promise<ChatStatus & { cancelled: boolean }>;
  isRunning(sessionId: string): boolean;
  /** The permission service of an open conversation in this project (the one of `sessionId` when given), holding its session grants. */
  permissionsFor(projectDir: string, sessionId?: string): Permissions | undefined;
  /** Sets a session's permission mode (opening it if needed); throws when the settings forbid the mode. */
  setMode(sessionId: string, mode: string): Promise<string>;
  /** Sets the model a session asks from its next prompt on; throws while it runs a turn or a background command. */
  setModel(sessionId: string, model: string): Promise<Session>;
  /** A session's agent session, opened from the store if it is not open yet. */
  open(sessionId: string): Promise<AgentSession>;
  /** The terminals of an open session's commands; undefined while the session is not open. */
  terminals(sessionId: string): Promise<PtyManager | undefined>;
  /** Cancels and closes a session's agent session; the next `send` opens it again from the store. */
  release(sessionId: string): Promise<void>;
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

export function createConversations(options: ConversationsOptions): Conversations {
  const secrets = options.secrets ?? secretsFromEnv(options.env);
  const redactor = secretRedactor(secrets);
  const report = options.log ?? ((message: string) => console.error(message));
  const approvals = createApprovalsBroker(options.events, redactor.redact, report);
  const open = new Map<string, Promise<Conversation>>();
  /** The conversations whose agent session has opened, by session id. */
  const ready = new Map<string, AgentSession>();
  const turns = new Map<string, Turn>();

  const sendEvents = (batch: AgentEvent[]) => {
    const payload = fitContract('chat.event', chatEvents, redactor.redact({ sessionId: conversationOf(batch[0]), events: batch }), report);
    if (payload) options.events.emit('chat.event', payload);
  };
  const setStatus = (sessionId: string, status: ChatStatus['status']) => options.events.emit('chat.status', { sessionId, status });

  async function openConversation(projectDir: string, provider: ProviderFlags, resumeId?: string): Promise<Conversation> {
    let sessionId = resumeId;
    const decoders = utf8Decoders();
    redactor.refresh();
    const batcher = createEventBatcher(sendEvents);
    const { openAgentSession } = await import('../agent/agent-session.ts');
    const opened = await openAgentSession({
      store: options.store(),
      projectDir,
      dataDir: options.dataDir,
      home: options.home,
      env: options.env,
      secrets,
      provider,
      ...(resumeId !== undefined && { session: { resumeId } }),
      approvals: { request: (request, signal) => approvals.forSession(sessionId ?? request.sessionId).request(request, signal) },
      onEvent: (event) => batcher.push(event),
      onTerminalOutput: (output) => {
        const text = decoders.for(output.shellId).write(output.data);
        if (text !== '' && sessionId !== undefined) options.events.emit('terminal.output', redactor.redact({ sessionId, shellId: output.shellId, data: text }));
      },
      log: options.log,
    });
    if (!opened.ok) throw new Error(opened.message);
    const id = opened.session.session.id;
    sessionId = id;
    ready.set(id, opened.session);
    opened.session.mcp?.onStatus((servers) => options.events.emit('extensions.mcpStatus', { sessionId: id, servers }));
    return { session: opened.session, batcher };
  }

  const conversationFor = (sessionId: string): Promise<Conversation> => {
    const known = open.get(sessionId);
    if (known) return known;
    const session = getSession(options.store(), sessionId);
    if (!session) return Promise.reject(new Error(`No session ${sessionId}.`));
    const opening = openConversation(session.cwd, { provider: session.provider ?? undefined, model: session.model ?? undefined }, sessionId);
    open.set(sessionId, opening);
    opening.catch(() => open.delete(sessionId));
    return opening;
  };

  async function runTurn(sessionId: string, conversation: Conversation, prompt: string, images: readonly MessageImage[], turn: Turn): Promise<void> {
    const startedAt = Date.now();
    try {
      const result = await conversation.session.send(prompt, turn.controller.signal, images);
      conversation.batcher.push({ type: 'result', sessionId, ...result, durationMs: Date.now() - startedAt });
    } catch (error) {
      options.log?.(`The turn of session ${sessionId} failed`, error);
      const message = error instanceof Error ? error.message : String(error);
      conversation.batcher.push({ type: 'result', sessionId, status: 'error', text: '', turns: 0, usage: noUsage(), durationMs: Date.now() - startedAt, error: message });
    } finally {
      conversation.batcher.flush();
      turns.delete(sessionId);
      setStatus(sessionId, 'idle');
      announceUpdate(sessionId);
    }
  }

  /** Titles a session from its first prompt when it has none yet, and tells the windows how it looks now. */
  const announceUpdate = (sessionId: string) => {
    try {
      generateTitle(options.store(), sessionId);
      const session = getSession(options.store(), sessionId);
      if (session) options.events.emit('sessions.updated', session);
    } catch (error) {
      options.log?.(`Session ${sessionId} could not be titled`, error);
    }
  };

  const cancel = async (sessionId: string) => {
    const turn = turns.get(sessionId);
    if (!turn) return { sessionId, status: 'idle' as const, cancelled: false };
    turn.controller.abort();
    await turn.done;
    return { sessionId, status: 'idle' as const, cancelled: true };
  };

  const release = async (sessionId: string) => {
    await cancel(sessionId);
    const conversation = open.get(sessionId);
    open.delete(sessionId);
    ready.delete(sessionId);
    await (await conversation?.catch(() => undefined))?.session.close();
  };

  return {
    approvals,
    async create(fields) {
      if (!statSync(fields.projectPath, { throwIfNoEntry: false })?.isDirectory()) throw new Error(`${fields.projectPath} is not a folder.`);
      const conversation = await openConversation(fields.projectPath, { provider: fields.provider, model: fields.model });
      const { session } = conversation.session;
      open.set(session.id, Promise.resolve(conversation));
      return session;
    },
    async send(sessionId, prompt, images = []) {
      if (turns.has(sessionId)) throw new ConversationBusyError(sessionId);
      const turn: Turn = { controller: new AbortController() };
      turns.set(sessionId, turn);
      redactor.refresh();
      let conversation: Conversation;
      try {
        conversation = await conversationFor(sessionId);
        // Refused before the turn starts, so the person keeps the prompt and its images to send elsewhere.
        const refusal = images.length > 0 ? imagesRefusal(conversation.session.session.model ?? '') : undefined;
        if (refusal) throw new Error(refusal);
      } catch (error) {
        turns.delete(sessionId);
        throw error;
      }
      setStatus(sessionId, 'running');
      turn.done = runTurn(sessionId, conversation, prompt, images, turn);
      return { sessionId, status: 'running' };
    },
    cancel,
    isRunning: (sessionId) => turns.has(sessionId),
    permissionsFor(projectDir, sessionId) {
      if (sessionId !== undefined) return ready.get(sessionId)?.permissions;
      return [...ready.values()].find((session) => session.session.cwd === projectDir)?.permissions;
    },
    open: async (sessionId) => (await conversationFor(sessionId)).session,
    async setMode(sessionId, mode) {
      const set = (await conversationFor(sessionId)).session.setMode(mode);
      if (!set.ok) throw new Error(set.message);
      announceUpdate(sessionId);
      return mode;
    },
    async setModel(sessionId, model) {
      if (turns.has(sessionId)) throw new ConversationBusyError(sessionId);
      if (!getSession(options.store(), sessionId)) throw new Error(`No session ${sessionId}.`);
      const conversation = await open.get(sessionId)?.catch(() => undefined);
      const running = conversation?.session.terminals?.list(sessionId).filter((shell) => shell.status === 'running').length ?? 0;
      if (running > 0) {
        throw new Error(
          `Background commands of this session still run (${running}); changing the model reopens the session and would stop them. Stop them first, or start a new session with this model.`,
        );
      }
      await release(sessionId);
      setSessionModel(options.store(), sessionId, model);
      announceUpdate(sessionId);
      return getSession(options.store(), sessionId)!;
    },
    async terminals(sessionId) {
      const conversation = open.get(sessionId);
      return conversation && (await conversation).session.terminals;
    },
    release,
    async close() {
      await Promise.all([...new Set([...open.keys(), ...turns.keys()])].map(release));
    },
  };
}
