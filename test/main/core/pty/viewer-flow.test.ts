import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createViewerFlow, type FlowControlOptions } from '../../../../main/core/pty/viewer-flow.ts';

/** A flow whose valve records what it was told. */
function recorded(options: Partial<FlowControlOptions> = {}) {
  const calls: string[] = [];
  const flow = createViewerFlow(
    { highWaterMark: 100, lowWaterMark: 10, stalledViewerMs: 60_000, ...options },
    { pause: () => calls.push('pause'), resume: () => calls.push('resume') },
  );
  return { flow, calls };
}

describe('createViewerFlow', () => {
  it('pauses past the high mark of the viewer furthest behind and resumes once every viewer is back to the low mark', () => {
    const { flow, calls } = recorded();
    flow.attach('card');
    flow.attach('panel');
    flow.sent(100);
    expect(calls).toEqual([]);
    flow.sent(1);
    expect(calls).toEqual(['pause']);
    flow.acknowledge('card', 101);
    flow.acknowledge('panel', 90);
    expect(flow.paused).toBe(true);
    flow.acknowledge('panel', 1);
    expect(calls).toEqual(['pause', 'resume']);
  });

  it('counts only what was sent after a viewer attached, and only viewers that are attached', () => {
    const { flow, calls } = recorded();
    flow.sent(1000);
    flow.acknowledge('stranger', 1);
    flow.attach('card');
    flow.sent(50);
    flow.acknowledge('card', 1000);
    flow.sent(100);
    expect(calls).toEqual([]);
    flow.sent(1);
    expect(calls).toEqual(['pause']);
    flow.detach('card');
    expect(calls).toEqual(['pause', 'resume']);
  });

  it('lets go of a viewer that acknowledges nothing while the command waits on it', async () => {
    const { flow, calls } = recorded({ stalledViewerMs: 0 });
    flow.attach('gone');
    flow.sent(500);
    expect(calls).toEqual(['pause']);
    while (flow.paused) await nextTurn();
    expect(calls).toEqual(['pause', 'resume']);
    flow.sent(500);
    expect(calls).toEqual(['pause', 'resume']);
  });

  it('resumes for good when closed, and takes no viewer after', () => {
    const { flow, calls } = recorded();
    flow.attach('card');
    flow.sent(500);
    flow.close();
    expect(calls).toEqual(['pause', 'resume']);
    expect(flow.attach('late')).toBe(false);
    flow.sent(500);
    expect(calls).toEqual(['pause', 'resume']);
  });
});
