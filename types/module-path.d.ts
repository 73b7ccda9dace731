/** A module imported with `?modulePath`: the path of its file to start as a worker (electron-vite builds it as its own entry; Node and Vitest through scripts/). */
declare module '*?modulePath' {
  const path: string;
  export default path;
}
