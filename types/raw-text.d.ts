/** Text files imported with `?raw` (Vite natively; Node through scripts/node-hooks.js). */
declare module '*.txt?raw' {
  const text: string;
  export default text;
}
