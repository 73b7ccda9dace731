import { describe, expect, it } from 'vitest';
import { exportSession, importSession } from '../../../../main/core/store/export.ts';
import { loadSession } from '../../../../main/core/store/load.ts';
import { addMessage, appendPart, appendPartText, getPart, updatePart } from '../../../../main/core/store/parts.ts';
import { searchMessages } from '../../../../main/core/store/search.ts';
import { createSession, deleteSession, getSession, listSessions, recordTurnEnd, renameSession, touchSession, type SessionCursor } from '../../../../main/core/store/sessions.ts';
import { openStore } from '../../../../main/core/store/store.ts';
import { tempDir } from '../../../helpers/temp-dir.ts';
import { generateTitle, titleFromText } from '../../../../main/core/store/title.ts';
import { storeWithMessage, testStore } from './open-store.ts';

describe('the session store', () => {
  it('opens with WAL, synchronous=NORMAL, foreign keys and a busy timeout', () => {
    const store = testStore();
    expect(store.db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(store.db.pragma('synchronous', { simple: true })).toBe(1);
    expect(store.db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(store.db.pragma('busy_timeout', { simple: true })).toBe(5000);
  });

  it('creates, lists, renames and deletes sessions; sub-agent sessions are listed only on request', () => {
    const store = testStore();
    const main = createSession(store, { cwd: '/p/one', title: 'first' });
    const other = createSession(store, { cwd: '/p/two' });
    const child = createSession(store, { cwd: '/p/one', parentId: main.id });
    renameSession(store, other.id, 'renamed');
    expect(listSessions(store).map((s) => s.title)).toEqual(['renamed', 'first']);
    expect(listSessions(store, { projectPath: '/p/one', includeChildren: true }).map((s) => s.id).sort()).toEqual([main.id, child.id].sort());
    expect(() => renameSession(store, 'nope', 'x')).toThrow(/No session/);
    deleteSession(store, main.id);
    expect(getSession(store, main.id)).toBeUndefined();
    expect(getSession(store, child.id)).toBeUndefined();
    expect(listSessions(store).map((s) => s.id)).toEqual([other.id]);
  });

  it('pages through sessions updated in the same millisecond without skipping or repeating one', () => {
    const store = testStore();
    const ids = Array.from({ length: 5 }, () => createSession(store, { cwd: '/p/one' }).id);
    for (const id of ids) touchSession(store, id, 1_000);
    const seen: string[] = [];
    let after: SessionCursor | undefined;
    for (let page = 0; page < 5; page++) {
      const [session] = listSessions(store, { limit: 1, after });
      seen.push(session.id);
      after = { updatedAt: session.updatedAt, id: session.id };
    }
    expect(listSessions(store, { limit: 1, after })).toEqual([]);
    expect(seen).toEqual([...ids].sort().reverse());
  });

  it('deleting a session deletes its messages and parts', () => {
    const { store, session, message } = storeWithMessage();
    appendPart(store, session.id, message.id, 'text', { text: 'gone soon' });
    deleteSession(store, session.id);
    expect(store.db.prepare('SELECT count(*) AS n FROM parts').get()).toEqual({ n: 0 });
    expect(searchMessages(store, 'gone')).toEqual([]);
  });

  it('appends and updates parts, keeping fields not named in an update', () => {
    const { store, session, message } = storeWithMessage();
    const id = appendPart(store, session.id, message.id, 'tool', { toolCallId: 'c1', toolName: 'Bash', state: 'pending', input: { command: 'ls' } });
    updatePart(store, id, { state: 'running', startedAt: 5 });
    const part = getPart(store, id);
    expect(part).toMatchObject({ kind: 'tool', toolName: 'Bash', state: 'running', input: { command: 'ls' }, startedAt: 5 });
    const textId = appendPart(store, session.id, message.id, 'text', { text: 'Hel' });
    appendPartText(store, textId, 'lo');
    expect(getPart(store, textId)?.text).toBe('Hello');
  });

  it('loads a session page by page, oldest first within a page', () => {
    const { store, session } = storeWithMessage();
    for (let i = 0; i < 25; i++) {
      const m = addMessage(store, session.id, i % 2 ? 'assistant' : 'user');
      appendPart(store, session.id, m.id, 'text', { text: `message ${i}` });
    }
    const latest = loadSession(store, session.id, { limit: 10 });
    expect(latest?.messages.map((m) => m.parts[0].text)).toEqual(Array.from({ length: 10 }, (_, i) => `message ${15 + i}`));
    const older = loadSession(store, session.id, { limit: 10, before: latest?.olderThan });
    expect(older?.messages.map((m) => m.parts[0].text)).toEqual(Array.from({ length: 10 }, (_, i) => `message ${5 + i}`));
    const oldest = loadSession(store, session.id, { limit: 10, before: older?.olderThan });
    expect(oldest?.messages).toHaveLength(6);
    expect(oldest?.olderThan).toBeUndefined();
    expect(loadSession(store, 'missing')).toBeUndefined();
  });

  it("keeps how the last turn failed with the session, reads it back after the store is reopened, and forgets it once a turn ends well", () => {
    const dataDir = tempDir();
    const failure = {
      status: 'error' as const,
      error: 'Anthropic rejected the API key (HTTP 401): invalid x-api-key.',
      modelError: 'auth' as const,
      errorMessage: { code: 'model.auth' as const, params: { provider: 'Anthropic', http: ' (HTTP 401)', detail: 'invalid x-api-key', advice: 'Set ANTHROPIC_API_KEY.' } },
    };
    const first = openStore({ dataDir });
    const { id } = createSession(first, { cwd: '/p/one' });
    // A turn's result carries more than its failure: the rest is not kept.
    const result = { ...failure, text: 'Partly answered', turns: 1 };
    recordTurnEnd(first, id, result);
    first.close();

    const reopened = testStore(dataDir);
    expect(loadSession(reopened, id)?.failure).toEqual(failure);
    recordTurnEnd(reopened, id, { status: 'cancelled' });
    expect(loadSession(reopened, id)?.failure).toEqual({ status: 'cancelled' });
    recordTurnEnd(reopened, id, { status: 'done' });
    expect(loadSession(reopened, id)?.failure).toBeUndefined();
    expect(loadSession(reopened, createSession(reopened, { cwd: '/p/one' }).id)?.failure).toBeUndefined();
  });

  it('searches message text across sessions, ranked, with snippets, whatever the query contains', () => {
    const store = testStore();
    const a = createSession(store, { cwd: '/p/a', title: 'A' });
    const b = createSession(store, { cwd: '/p/b', title: 'B' });
    const ma = addMessage(store, a.id, 'user');
    appendPart(store, a.id, ma.id, 'text', { text: 'The parser crashes on unicode input; the parser needs a fix for the parser.' });
    const mb = addMessage(store, b.id, 'user');
    appendPart(store, b.id, mb.id, 'text', { text: 'Add a parser for the config file.' });
    appendPart(store, b.id, mb.id, 'tool', { toolName: 'parser', state: 'pending' });
    const hits = searchMessages(store, 'parser');
    expect(hits.map((hit) => hit.sessionTitle)).toEqual(['A', 'B']);
    expect(hits[0].snippet).toContain('[parser]');
    expect(searchMessages(store, 'pars unic').map((hit) => hit.sessionId)).toEqual([a.id]);
    expect(searchMessages(store, 'parser', { projectPath: '/p/b' }).map((hit) => hit.sessionId)).toEqual([b.id]);
    expect(searchMessages(store, '" OR NEAR( *')).toEqual([]);
  });

  it('exports a session as JSON and imports it back as a new session with the same content', () => {
    const { store, session, message } = storeWithMessage();
    const user = addMessage(store, session.id, 'user');
    appendPart(store, session.id, user.id, 'text', { text: 'Fix the build' });
    appendPart(store, session.id, message.id, 'tool', {
      toolCallId: 'c1', toolName: 'Bash', state: 'success', input: { command: 'make' }, output: [{ type: 'text', text: 'ok' }],
      decision: { behavior: 'allow', source: { kind: 'rule', detail: 'Bash(make) in settings.json' } }, durationMs: 12,
    });
    const exported = JSON.parse(JSON.stringify(exportSession(store, session.id)));
    const copy = importSession(store, exported);
    expect(copy).not.toBe(session.id);
    const strip = (data: ReturnType<typeof exportSession>) => data.messages.map((m) => ({ ...m, id: '', parts: m.parts.map((p) => ({ ...p, id: '', createdAt: 0 })) }));
    expect(strip(exportSession(store, copy))).toEqual(strip(exported));
    expect(() => importSession(store, { ...exported, messages: [{ role: 'robot' }] })).toThrow(/Not a Deft session export/);
    expect(listSessions(store)).toHaveLength(2);
  });

  it('titles a session from its first user message', () => {
    const { store, session } = storeWithMessage();
    const user = addMessage(store, session.id, 'user');
    appendPart(store, session.id, user.id, 'text', { text: '## Please refactor the **payment** module\nso that it retries' });
    expect(generateTitle(store, session.id)).toBe('Please refactor the payment module');
    expect(getSession(store, session.id)?.title).toBe('Please refactor the payment module');
    expect(titleFromText('```\ncode\n```\n' + 'word '.repeat(40))).toMatch(/^word( word)+…$/);
    expect(titleFromText('   ')).toBe('Untitled session');
  });
});
