import { create } from 'zustand';
import type { OpenedProject, RecentProject } from '../../../../shared/ipc/domains/projects.ts';
import type { SessionSummary } from '../../../../shared/ipc/domains/sessions.ts';
import type { RequestOutput } from '../../../../shared/ipc/contract.ts';
import type { DeletedWorktree } from '../../../../shared/vocabulary/worktrees.ts';
import { deft } from '../../deft.ts';
import { failureMessage, unwrap } from '../../app/ipc-result.ts';

type Cursor = RequestOutput<'sessions.list'>['next'];
type SearchHit = RequestOutput<'sessions.search'>['hits'][number];

const pageSize = 50;

interface SessionsState {
  projects: RecentProject[] | null;
  projectPath: string | null;
  sessions: SessionSummary[];
  next: Cursor;
  selectedId: string | null;
  hits: SearchHit[] | null;
  error: string | null;
  loadProjects(): Promise<void>;
  openProject(path: string): Promise<void>;
  pickFolder(): Promise<void>;
  loadMore(): Promise<void>;
  create(): Promise<SessionSummary | null>;
  select(id: string | null): void;
  /** Shows a session that may belong to another project (from the quick-ask window). */
  reveal(id: string): Promise<void>;
  rename(id: string, title: string): Promise<void>;
  /** Deletes the session; one in an open worktree needs what becomes of it. Answers whether it was deleted. */
  remove(id: string, worktree?: DeletedWorktree): Promise<boolean>;
  exportJson(id: string): Promise<string | null>;
  search(query: string): Promise<void>;
  /** Reads the first page again (titles and order change as sessions are used). */
  refresh(): Promise<void>;
}

/** Projects, the open project's sessions (paged), the selected session and search results. */
export const useSessions = create<SessionsState>((set, get) => {
  const attempt = async <T>(work: () => Promise<T>): Promise<T | null> => {
    try {
      const value = await work();
      set({ error: null });
      return value;
    } catch (error) {
      set({ error: failureMessage(error) });
      return null;
    }
  };
  const listPage = async (projectPath: string, after?: Cursor) =>
    unwrap(await deft().sessions.list({ projectPath, limit: pageSize, ...(after && { after }) }));

  return {
    projects: null,
    projectPath: null,
    sessions: [],
    next: undefined,
    selectedId: null,
    hits: null,
    error: null,
    async loadProjects() {
      const projects = await attempt(async () => unwrap(await deft().projects.recent()));
      set({ projects: projects ?? [] });
      const first = projects?.find((project) => project.exists);
      if (!get().projectPath && first) await get().openProject(first.path);
    },
    async openProject(path) {
      await attempt(async () => {
        const project = unwrap(await deft().projects.open({ path }));
        const page = await listPage(project.path);
        set((state) => ({
          projectPath: project.path,
          sessions: page.sessions,
          next: page.next,
          selectedId: null,
          hits: null,
          projects: upsertProject(state.projects ?? [], project),
        }));
      });
    },
    async pickFolder() {
      const picked = await attempt(async () => unwrap(await deft().shell.pickFolder()));
      if (picked?.path) await get().openProject(picked.path);
    },
    async loadMore() {
      const { projectPath, next } = get();
      if (!projectPath || !next) return;
      await attempt(async () => {
        const page = await listPage(projectPath, next);
        set((state) => ({ sessions: [...state.sessions, ...page.sessions], next: page.next }));
      });
    },
    async create() {
      const projectPath = get().projectPath;
      if (!projectPath) return null;
      return attempt(async () => {
        const session = unwrap(await deft().sessions.create({ projectPath }));
        set((state) => ({ sessions: [session, ...state.sessions], selectedId: session.id }));
        return session;
      });
    },
    select(id) {
      set({ selectedId: id });
    },
    async reveal(id) {
      await attempt(async () => {
        const { session } = unwrap(await deft().sessions.load({ id }));
        if (get().projectPath !== session.cwd) await get().openProject(session.cwd);
        set((state) => ({
          selectedId: id,
          sessions: state.sessions.some((known) => known.id === id) ? state.sessions : [session, ...state.sessions],
        }));
      });
    },
    async rename(id, title) {
      await attempt(async () => {
        const renamed = unwrap(await deft().sessions.rename({ id, title }));
        set((state) => ({ sessions: state.sessions.map((session) => (session.id === id ? renamed : session)) }));
      });
    },
    async remove(id, worktree) {
      const deleted = await attempt(async () => {
        unwrap(await deft().sessions.delete({ id, ...(worktree && { worktree }) }));
        set((state) => ({
          sessions: state.sessions.filter((session) => session.id !== id),
          selectedId: state.selectedId === id ? null : state.selectedId,
        }));
        return true;
      });
      return deleted ?? false;
    },
    async exportJson(id) {
      return attempt(async () => unwrap(await deft().sessions.export({ id })).json);
    },
    async search(query) {
      const projectPath = get().projectPath ?? undefined;
      if (!query.trim()) return set({ hits: null });
      const found = await attempt(async () => unwrap(await deft().sessions.search({ query, ...(projectPath && { projectPath }) })));
      set({ hits: found?.hits ?? [] });
    },
    async refresh() {
      const projectPath = get().projectPath;
      if (!projectPath) return;
      await attempt(async () => {
        const page = await listPage(projectPath);
        const fresh = new Set(page.sessions.map((session) => session.id));
        const oldest = page.sessions.at(-1)?.updatedAt ?? Infinity;
        const beyond = (session: SessionSummary) => !fresh.has(session.id) && session.updatedAt <= oldest;
        set((state) => ({ sessions: [...page.sessions, ...state.sessions.filter(beyond)] }));
      });
    },
  };
});

function upsertProject(projects: RecentProject[], project: OpenedProject): RecentProject[] {
  const rest = projects.filter((known) => known.path !== project.path);
  return [{ ...project, lastUsedAt: Date.now(), exists: true }, ...rest];
}

/** Keeps the listed sessions as main says they are now (a new title, model or mode); returns the unsubscribe. */
export function followSessionUpdates(): () => void {
  return deft().on('sessions.updated', (updated) =>
    useSessions.setState((state) => ({ sessions: state.sessions.map((session) => (session.id === updated.id ? updated : session)) })),
  );
}
