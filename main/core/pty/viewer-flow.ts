export interface FlowControlOptions {
  /** A command is paused once one attached viewer has this many bytes of its output not yet acknowledged. */
  highWaterMark: number;
  /** It resumes once every attached viewer is back to this many. */
  lowWaterMark: number;
  /** A viewer the command is paused for that acknowledges nothing for this long is let go. */
  stalledViewerMs: number;
}

/** VS Code's marks for its terminals. */
export const defaultFlowControl: FlowControlOptions = { highWaterMark: 100_000, lowWaterMark: 5_000, stalledViewerMs: 5_000 };

export interface Valve {
  pause(): void;
  resume(): void;
}

/**
 * Flow control of one command's output toward the views drawing it. Only attached viewers count:
 * one that detaches, or stops acknowledging while the command waits on it, never holds it up.
 */
export interface ViewerFlow {
  readonly paused: boolean;
  /** False once closed. */
  attach(viewerId: string): boolean;
  detach(viewerId: string): void;
  /** This many more bytes of output went to the viewers. */
  sent(bytes: number): void;
  /** The viewer has drawn this many bytes; ignored from a viewer not attached. */
  acknowledge(viewerId: string, bytes: number): void;
  /** Lets every viewer go and resumes the command for good (it ended, or is being killed). */
  close(): void;
}

interface Viewer {
  unacknowledged: number;
  /** `performance.now()` since which the viewer has not acknowledged while the command was paused. */
  quietSince: number;
}

export function createViewerFlow(options: FlowControlOptions, valve: Valve): ViewerFlow {
  const viewers = new Map<string, Viewer>();
  let paused = false;
  let closed = false;
  let stallTimer: NodeJS.Timeout | undefined;

  const isBehind = (viewer: Viewer) => viewer.unacknowledged > options.lowWaterMark;

  function update(): void {
    const furthestBehind = Math.max(0, ...[...viewers.values()].map((viewer) => viewer.unacknowledged));
    if (!paused && furthestBehind > options.highWaterMark) {
      paused = true;
      const now = performance.now();
      for (const viewer of viewers.values()) viewer.quietSince = now;
      valve.pause();
      watchStalls();
    } else if (paused && furthestBehind <= options.lowWaterMark) {
      paused = false;
      clearTimeout(stallTimer);
      valve.resume();
    }
  }

  function watchStalls(): void {
    clearTimeout(stallTimer);
    const behind = [...viewers.values()].filter(isBehind);
    if (behind.length === 0) return;
    const firstStall = Math.min(...behind.map((viewer) => viewer.quietSince)) + options.stalledViewerMs;
    stallTimer = setTimeout(releaseStalled, Math.max(0, firstStall - performance.now()));
  }

  function releaseStalled(): void {
    const now = performance.now();
    for (const [viewerId, viewer] of viewers) {
      if (isBehind(viewer) && now - viewer.quietSince >= options.stalledViewerMs) viewers.delete(viewerId);
    }
    update();
    if (paused) watchStalls();
  }

  return {
    get paused() {
      return paused;
    },
    attach(viewerId) {
      if (closed) return false;
      if (!viewers.has(viewerId)) viewers.set(viewerId, { unacknowledged: 0, quietSince: performance.now() });
      return true;
    },
    detach(viewerId) {
      if (viewers.delete(viewerId)) update();
    },
    sent(bytes) {
      for (const viewer of viewers.values()) viewer.unacknowledged += bytes;
      update();
    },
    acknowledge(viewerId, bytes) {
      const viewer = viewers.get(viewerId);
      if (!viewer) return;
      viewer.unacknowledged = Math.max(0, viewer.unacknowledged - bytes);
      viewer.quietSince = performance.now();
      update();
    },
    close() {
      closed = true;
      viewers.clear();
      update();
    },
  };
}
