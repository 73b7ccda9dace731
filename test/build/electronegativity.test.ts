import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findingsFrom, importsElectron, justificationsFrom, unjustifiedFindings } from '../../scripts/electronegativity.mjs';

const root = join(import.meta.dirname, '../..');

/** Issues as electronegativity's runner (version 1.10) reports them. */
const issue = (id: string, severity: string, file: string, sample: string) => ({
  id,
  severity: { name: severity, value: 0 },
  confidence: { name: 'FIRM', value: 2 },
  file,
  location: { line: 12, column: 3 },
  sample,
  description: 'Review',
});
const issues = [
  issue('CSP_GLOBAL_CHECK', 'LOW', 'renderer/index.html', "default-src 'self'"),
  issue('PRELOAD_JS_CHECK', 'MEDIUM', 'main/index.js', 'preload,'),
  issue('OPEN_EXTERNAL_JS_CHECK', 'MEDIUM', 'main/index.js', 'shell.openExternal(url)'),
  issue('NODE_INTEGRATION_JS_CHECK', 'HIGH', 'main/index.js', 'nodeIntegration: true'),
];

describe('electronegativity gate', () => {
  it('reads the findings of the runner', () => {
    const findings = findingsFrom(issues);
    expect(findings.map((finding) => [finding.check, finding.severity, finding.file, finding.location])).toEqual([
      ['CSP_GLOBAL_CHECK', 'LOW', 'renderer/index.html', '12:3'],
      ['PRELOAD_JS_CHECK', 'MEDIUM', 'main/index.js', '12:3'],
      ['OPEN_EXTERNAL_JS_CHECK', 'MEDIUM', 'main/index.js', '12:3'],
      ['NODE_INTEGRATION_JS_CHECK', 'HIGH', 'main/index.js', '12:3'],
    ]);
  });

  it('fails findings above LOW unless justified for that check in that file', () => {
    const justified = new Set(['PRELOAD_JS_CHECK main/index.js', 'OPEN_EXTERNAL_JS_CHECK renderer/other.js']);
    expect(unjustifiedFindings(findingsFrom(issues), justified).map((finding) => finding.check)).toEqual([
      'OPEN_EXTERNAL_JS_CHECK',
      'NODE_INTEGRATION_JS_CHECK',
    ]);
  });

  it('takes the justifications from the table in docs/SECURITY.md, and only from there', () => {
    const justifications = justificationsFrom(readFileSync(join(root, 'docs/SECURITY.md'), 'utf8'));
    expect(justifications).toEqual(new Set(['OPEN_EXTERNAL_JS_CHECK main/index.js']));
    const elsewhere = '## Other\n| `PRELOAD_JS_CHECK` | `main/index.js` | no |\n## Electronegativity justifications\n| check | file | why |\n|---|---|---|\n## Next\n';
    expect(justificationsFrom(elsewhere).size).toBe(0);
  });

  it('knows which bundle files can reach Electron, so only those must be parsed', () => {
    expect(importsElectron('import { app, BrowserWindow } from "electron";')).toBe(true);
    expect(importsElectron("const { shell } = require('electron');")).toBe(true);
    expect(importsElectron('import log from "electron-log/main";')).toBe(false);
    expect(importsElectron('class Node { #parent = null; }')).toBe(false);
  });
});
