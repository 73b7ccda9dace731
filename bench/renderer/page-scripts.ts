// Code run inside Chromium, kept as JavaScript source: the node project that type-checks bench/ has no DOM library.

/** Calls the page-side function `source` with `argument`, as one expression for `page.evaluate`. */
export const call = (source: string, argument: unknown = null): string => `(${source})(${JSON.stringify(argument)})`;

/**
 * Clicks the `.session-open` button of the session row titled `title`, then waits, frame by frame,
 * for `selector` to hold `text`; answers the milliseconds from the click to the frame after.
 */
export const openSessionUntilPainted = `({ title, selector, text }) => new Promise((resolve) => {
  const row = [...document.querySelectorAll('[data-testid="session-row"]')].find((each) => each.textContent.includes(title));
  const start = performance.now();
  row.querySelector('.session-open').click();
  const check = () => {
    const target = document.querySelector(selector);
    if (target && target.textContent.includes(text)) requestAnimationFrame(() => resolve(performance.now() - start));
    else requestAnimationFrame(check);
  };
  check();
})`;

/**
 * Like \`openSessionUntilPainted\`, and once \`toggle\` (a folded tool card's row) is on the page, clicks
 * it too: the milliseconds from the first click to the frame after \`selector\` holds \`text\`.
 */
export const openSessionAndCardUntilPainted = `({ title, toggle, selector, text }) => new Promise((resolve) => {
  const row = [...document.querySelectorAll('[data-testid="session-row"]')].find((each) => each.textContent.includes(title));
  const start = performance.now();
  row.querySelector('.session-open').click();
  let opened = false;
  const check = () => {
    const folded = document.querySelector(toggle);
    if (!opened && folded) {
      opened = true;
      if (folded.getAttribute('aria-expanded') === 'false') folded.click();
    }
    const target = document.querySelector(selector);
    if (target && target.textContent.includes(text)) requestAnimationFrame(() => resolve(performance.now() - start));
    else requestAnimationFrame(check);
  };
  check();
})`;

/** Scrolls the element matching \`selector\` to its bottom. */
export const scrollToBottom = `(selector) => {
  const element = document.querySelector(selector);
  element.scrollTo({ top: element.scrollHeight });
}`;

/** Starts recording the gaps between animation frames and the long tasks; \`stopWatchingFrames\` ends it. */
export const watchFrames = `() => {
  const watch = { worstMs: 0, longTaskMs: 0, longTasks: 0, running: true };
  let last = performance.now();
  const step = (now) => {
    watch.worstMs = Math.max(watch.worstMs, now - last);
    last = now;
    if (watch.running) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
  watch.observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      watch.longTasks += 1;
      watch.longTaskMs += entry.duration;
    }
  });
  watch.observer.observe({ type: 'longtask' });
  window.__benchFrames = watch;
}`;

/** Ends \`watchFrames\`: the worst gap between frames, and the long tasks' count and total time, in ms. */
export const stopWatchingFrames = `() => {
  const watch = window.__benchFrames;
  watch.running = false;
  watch.observer.disconnect();
  return { worstMs: watch.worstMs, longTaskMs: watch.longTaskMs, longTasks: watch.longTasks };
}`;

/**
 * The reference: \`lines\` rows of plain DOM (no framework, no virtualization) in a scroller like the
 * app's, scrolled to the bottom; answers the milliseconds from the start to the next frame.
 */
export const plainRows = `({ lines }) => new Promise((resolve) => {
  const start = performance.now();
  const scroller = document.createElement('div');
  scroller.id = 'plain';
  scroller.style.cssText = 'height: 600px; overflow: auto; font: 14px monospace';
  const fragment = document.createDocumentFragment();
  for (const line of lines) {
    const row = document.createElement(line.code ? 'pre' : 'div');
    row.textContent = line.text;
    fragment.append(row);
  }
  scroller.append(fragment);
  document.body.append(scroller);
  scroller.scrollTop = scroller.scrollHeight;
  requestAnimationFrame(() => resolve(performance.now() - start));
})`;
