// Runs @doyensec/electronegativity on the built app (out/) and fails on any finding above LOW that
// docs/SECURITY.md does not justify (its "Electronegativity justifications" table, keyed by check and file).
// Run: node scripts/electronegativity.mjs   (after `npm run build`)
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = join(import.meta.dirname, '..');
const acceptedSeverities = new Set(['INFORMATIONAL', 'LOW']);

/** The findings of electronegativity's runner, as plain data. */
export function findingsFrom(issues) {
  return issues.map((issue) => ({
    check: issue.id,
    severity: issue.severity.name.toUpperCase(),
    file: issue.file,
    location: `${issue.location.line}:${issue.location.column}`,
    sample: issue.sample,
  }));
}

/** `check file` pairs from the rows of the justification table under the heading of that name. */
export function justificationsFrom(markdown) {
  const section = markdown.split(/^#+ Electronegativity justifications\s*$/m)[1]?.split(/^#+ /m)[0] ?? '';
  const pairs = new Set();
  for (const line of section.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim().replace(/^`|`$/g, ''));
    if (cells.length >= 5 && /^[A-Z0-9_]+_CHECK$/.test(cells[1])) pairs.add(`${cells[1]} ${cells[2]}`);
  }
  return pairs;
}

/** Whether a bundle file can reach Electron's API at all: one that does not import it needs no scan. */
export function importsElectron(code) {
  return /\bfrom\s*["']electron(?:\/main)?["']|\brequire\(\s*["']electron(?:\/main)?["']\s*\)|\bimport\(\s*["']electron["']\s*\)/.test(code);
}

/** Findings above LOW without a justification for their check in their file. */
export function unjustifiedFindings(findings, justifications) {
  return findings.filter((finding) => !acceptedSeverities.has(finding.severity) && !justifications.has(`${finding.check} ${finding.file}`));
}

function electronVersion() {
  const installed = join(root, 'node_modules/electron/package.json');
  if (existsSync(installed)) return JSON.parse(readFileSync(installed, 'utf8')).version;
  const wanted = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).devDependencies.electron;
  return wanted.replace(/^[^\d]*/, '');
}

/** Runs electronegativity's own runner (its CSV writer races with itself and can lose rows). */
async function scan() {
  const out = join(root, 'out');
  if (!existsSync(out)) throw new Error('out/ is missing: run "npm run build" first');
  const run = createRequire(import.meta.url)('@doyensec/electronegativity/dist/runner.js');
  const options = { input: out, isRelative: true, customScan: [], excludeFromScan: [], parserPlugins: [], electronVersionOverride: electronVersion() };
  const { issues, errors } = await run(options);
  // Its parser fails on some modern syntax (class private fields in bundled libraries like linkedom);
  // a file it could not read fails the gate only if that file imports Electron.
  const unscanned = errors.filter((error) => !error.tolerable && importsElectron(readFileSync(error.file, 'utf8')));
  for (const error of errors.filter((item) => !item.tolerable && !unscanned.includes(item))) {
    console.log(`electronegativity could not parse ${relative(root, error.file)} (${error.message}); it does not import Electron`);
  }
  return { findings: findingsFrom(issues), unscanned };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { findings, unscanned } = await scan();
  for (const error of unscanned) console.error(`electronegativity could not parse ${relative(root, error.file)}, which imports Electron: ${error.message}`);
  const unjustified = unjustifiedFindings(findings, justificationsFrom(readFileSync(join(root, 'docs/SECURITY.md'), 'utf8')));
  for (const finding of unjustified) {
    console.error(`${finding.severity} ${finding.check} in out/${finding.file}:${finding.location}: ${finding.sample}`);
  }
  if (unjustified.length > 0) console.error(`electronegativity: ${unjustified.length} finding(s) above LOW are not justified in docs/SECURITY.md`);
  if (unjustified.length > 0 || unscanned.length > 0) process.exit(1);
  console.log(`electronegativity: ${findings.length} finding(s), none above LOW without a justification`);
}
