/** A module's own file, imported with `?modulePath` to start it as a worker thread (electron-vite bundles it apart; Node and Vitest give the source file, scripts/node-hooks.js and vitest.config.ts). */
declare module '*?modulePath' {
  const path: string;
  export default path;
}
