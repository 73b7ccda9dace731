import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { requestChannels } from '../../../../shared/ipc/channels.ts';
import { requests } from '../../../../shared/ipc/contract.ts';
import { errorCodes, type IpcResult } from '../../../../shared/ipc/result.ts';
import type { RequestSpec } from '../../../../shared/ipc/contract-part.ts';
import { createSession } from '../../../../main/core/store/sessions.ts';
import type { Store } from '../../../../main/core/store/store.ts';
import { workspaceSetup } from '../workspace/setup.ts';
import { harmlessChannels } from './fuzz-channels.ts';
import { seededRandom, type Random } from './prng.ts';
import { randomValue, shapedValue, spoiled } from './payloads.ts';

export const payloadCount = 10_000;

/** Every file under the folder with a hash of its content; the database is compared by its rows instead. */
function filesUnder(root: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name.startsWith('sessions.db')) continue;
    const path = join(entry.parentPath, entry.name);
    files[path] = createHash('sha256').update(readFileSync(path)).digest('hex');
  }
  return files;
}

function rowCounts(store: Store): Record<string, number> {
  const tables = store.statement<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'").all();
  return Object.fromEntries(tables.map(({ name }) => [name, (store.db.prepare(`SELECT count(*) AS n FROM "${name}"`).get() as { n: number }).n]));
}

function accepts(spec: RequestSpec, payload: unknown, wire: Wire): boolean {
  try {
    return spec.input.safeParse(wire(payload)).success;
  } catch {
    return false;
  }
}

/** What the router gets of a payload sent: the payload itself over IPC; over a socket, what its JSON parses back to (throws when it has none). */
export type Wire = (payload: unknown) => unknown;

/** A payload for the channel; only a harmless channel may get one its schema accepts (as it arrives, after `wire`). */
function payloadFor(spec: RequestSpec, harmless: boolean, random: Random, strings: readonly string[], wire: Wire): unknown {
  for (let attempt = 0; attempt < 20; attempt++) {
    const kind = random.int(3);
    const shaped = () => shapedValue(spec.input, random, strings);
    const payload = kind === 0 ? randomValue(random, strings) : kind === 1 ? shaped() : spoiled(shaped(), random, strings);
    if (harmless || !accepts(spec, payload, wire)) return payload;
  }
  return { '': 'never valid', __proto__: { polluted: true } };
}

export interface FuzzTransport {
  name: string;
  wire: Wire;
  /** Opens the way to the setup's core; answers how one payload is sent on one channel. */
  open(setup: ReturnType<typeof workspaceSetup>): Promise<(channel: string, payload: unknown) => Promise<IpcResult<unknown>>>;
}

/**
 * Sends \`payloadCount\` random and malformed payloads over the transport, round the request
 * channels, to a core holding a project, settings, a key and a session; checks that each answer is
 * a result in the contract's shape, that no payload meant to be refused was accepted, and that no
 * file, no row and no prototype changed.
 */
export async function fuzzOver(transport: FuzzTransport): Promise<void> {
    const seed = Number(process.env.DEFT_FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 32));
    console.log(`IPC fuzz (${transport.name}) seed: ${seed} (repeat with DEFT_FUZZ_SEED=${seed})`);
    const random = seededRandom(seed);
    const setup = workspaceSetup();
    const { call, core, root, dataDir, project } = setup;

    const dir = project('fuzzed');
    const opened = await call('projects.open', { path: dir });
    mkdirSync(join(dir, '.deft'));
    writeFileSync(join(dir, '.deft', 'settings.local.json'), JSON.stringify({ permissions: { allow: ['Read', 'Bash(npm test)'] } }, null, 2));
    writeFileSync(join(dataDir, 'settings.json'), '{ "model": "gpt-5" }\n');
    await call('secrets.set', { name: 'OPENAI_API_KEY', value: 'sk-fuzz' });
    const session = createSession(core.store(), { cwd: dir });
    const strings = [dir, opened.id, session.id, dataDir, root, 'user', 'project', 'Read', 'OPENAI_API_KEY', 'openai', 'http://127.0.0.1:9/'];

    const send = await transport.open(setup);
    const filesBefore = filesUnder(root);
    const rowsBefore = rowCounts(core.store());
    const failures: string[] = [];
    const answered = { ok: 0, refused: 0 };
    for (let index = 0; index < payloadCount; index++) {
      const channel = requestChannels[index % requestChannels.length];
      const spec: RequestSpec = requests[channel];
      const payload = payloadFor(spec, harmlessChannels.has(channel), random, strings, transport.wire);
      let result: IpcResult<unknown>;
      try {
        result = await send(channel, payload);
      } catch (error) {
        failures.push(`#${index} ${channel} threw ${String(error)}`);
        continue;
      }
      if (result.ok) {
        answered.ok++;
        if (!spec.output.safeParse(result.data).success) failures.push(`#${index} ${channel}: output outside the contract`);
        if (!harmlessChannels.has(channel)) failures.push(`#${index} ${channel}: accepted a payload meant to be refused`);
      } else {
        answered.refused++;
        const { code, message } = result.error;
        if (!errorCodes.includes(code) || typeof message !== 'string') failures.push(`#${index} ${channel}: malformed error ${JSON.stringify(result.error)}`);
      }
    }
    console.log(`IPC fuzz (${transport.name}): ${answered.ok} answered, ${answered.refused} refused, over ${requestChannels.length} channels`);

    expect(failures.slice(0, 10), `seed ${seed}`).toEqual([]);
    expect(filesUnder(root), `seed ${seed}`).toEqual(filesBefore);
    expect(rowCounts(core.store()), `seed ${seed}`).toEqual(rowsBefore);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(answered.refused).toBeGreaterThan(payloadCount / 2);
}
