import { describe, expect, it } from 'vitest';
import { parseCargoOutput } from '../../../../../main/core/builtins/diagnostics/parse-cargo.ts';
import { parseCommandOutput } from '../../../../../main/core/builtins/diagnostics/parse-command-output.ts';
import { parseEslintOutput } from '../../../../../main/core/builtins/diagnostics/parse-eslint.ts';
import { parsePyrightOutput } from '../../../../../main/core/builtins/diagnostics/parse-pyright.ts';
import { parseRuffOutput } from '../../../../../main/core/builtins/diagnostics/parse-ruff.ts';
import { parseTscOutput } from '../../../../../main/core/builtins/diagnostics/parse-tsc.ts';

const dir = '/project';

const tscSample = `src/app.ts(12,5): error TS2322: Type 'string' is not assignable to type 'number'.
src/lib/util.ts(3,10): error TS6133: 'unused' is declared but its value is never read.

Found 2 errors in 2 files.
`;

const eslintSample = JSON.stringify([
  {
    filePath: '/project/src/app.js',
    messages: [
      { ruleId: 'no-unused-vars', severity: 2, message: "'x' is assigned a value but never used.", line: 1, column: 7, nodeType: 'Identifier', messageId: 'unusedVar', endLine: 1, endColumn: 8 },
      { ruleId: 'eqeqeq', severity: 1, message: "Expected '===' and instead saw '=='.", line: 4, column: 9, nodeType: 'BinaryExpression', endLine: 4, endColumn: 11 },
      { ruleId: null, fatal: true, severity: 2, message: 'Parsing error: Unexpected token }', line: 9, column: 1 },
    ],
    suppressedMessages: [],
    errorCount: 2,
    fatalErrorCount: 1,
    warningCount: 1,
    fixableErrorCount: 0,
    fixableWarningCount: 0,
    source: 'const x = 1;\n',
    usedDeprecatedRules: [],
  },
  { filePath: '/project/src/clean.js', messages: [], suppressedMessages: [], errorCount: 0, fatalErrorCount: 0, warningCount: 0, fixableErrorCount: 0, fixableWarningCount: 0, usedDeprecatedRules: [] },
]);

const ruffSample = JSON.stringify([
  {
    cell: null,
    code: 'F401',
    end_location: { column: 10, row: 1 },
    filename: '/project/pkg/main.py',
    fix: { applicability: 'safe', edits: [{ content: '', end_location: { column: 1, row: 2 }, location: { column: 1, row: 1 } }], message: 'Remove unused import: `os`' },
    location: { column: 8, row: 1 },
    message: '`os` imported but unused',
    noqa_row: 1,
    url: 'https://docs.astral.sh/ruff/rules/unused-import',
  },
  {
    cell: null,
    code: 'E501',
    end_location: { column: 101, row: 14 },
    filename: '/project/pkg/main.py',
    fix: null,
    location: { column: 89, row: 14 },
    message: 'Line too long (100 > 88)',
    noqa_row: 14,
    url: 'https://docs.astral.sh/ruff/rules/line-too-long',
  },
]);

const pyrightSample = JSON.stringify({
  version: '1.1.380',
  time: '1718000000000',
  generalDiagnostics: [
    {
      file: '/project/app/models.py',
      severity: 'error',
      message: 'Type "Literal[\'a\']" is not assignable to declared type "int"',
      range: { start: { line: 4, character: 8 }, end: { line: 4, character: 11 } },
      rule: 'reportAssignmentType',
    },
    {
      file: '/project/app/models.py',
      severity: 'warning',
      message: 'Import "missing" could not be resolved from source',
      range: { start: { line: 0, character: 5 }, end: { line: 0, character: 12 } },
      rule: 'reportMissingModuleSource',
    },
  ],
  summary: { filesAnalyzed: 3, errorCount: 1, warningCount: 1, informationCount: 0, timeInSec: 0.4 },
});

const cargoSample = [
  JSON.stringify({ reason: 'compiler-artifact', package_id: 'path+file:///project#demo@0.1.0', target: { name: 'demo' }, fresh: true }),
  JSON.stringify({
    reason: 'compiler-message',
    package_id: 'path+file:///project#demo@0.1.0',
    manifest_path: '/project/Cargo.toml',
    target: { kind: ['bin'], name: 'demo', src_path: '/project/src/main.rs' },
    message: {
      rendered: 'error[E0308]: mismatched types\n --> src/main.rs:2:18\n',
      $message_type: 'diagnostic',
      children: [],
      code: { code: 'E0308', explanation: 'Expected type did not match the received type.\n' },
      level: 'error',
      message: 'mismatched types',
      spans: [
        { file_name: 'src/main.rs', byte_start: 30, byte_end: 37, line_start: 2, line_end: 2, column_start: 18, column_end: 25, is_primary: true, label: 'expected `i32`, found `&str`', text: [] },
        { file_name: 'src/main.rs', byte_start: 25, byte_end: 28, line_start: 2, line_end: 2, column_start: 12, column_end: 15, is_primary: false, label: 'expected due to this', text: [] },
      ],
    },
  }),
  JSON.stringify({
    reason: 'compiler-message',
    package_id: 'path+file:///project#demo@0.1.0',
    message: { rendered: 'warning: 1 warning emitted\n', children: [], code: null, level: 'warning', message: '1 warning emitted', spans: [] },
  }),
  JSON.stringify({ reason: 'build-finished', success: false }),
  '',
].join('\n');

describe('the diagnostics command parsers', () => {
  it('read tsc text', () => {
    expect(parseTscOutput(tscSample, dir)).toEqual([
      { path: '/project/src/app.ts', line: 12, column: 5, severity: 'error', code: 'TS2322', message: "Type 'string' is not assignable to type 'number'." },
      { path: '/project/src/lib/util.ts', line: 3, column: 10, severity: 'error', code: 'TS6133', message: "'unused' is declared but its value is never read." },
    ]);
  });

  it('read eslint --format json', () => {
    expect(parseEslintOutput(eslintSample)).toEqual([
      { path: '/project/src/app.js', line: 1, column: 7, severity: 'error', code: 'no-unused-vars', message: "'x' is assigned a value but never used." },
      { path: '/project/src/app.js', line: 4, column: 9, severity: 'warning', code: 'eqeqeq', message: "Expected '===' and instead saw '=='." },
      { path: '/project/src/app.js', line: 9, column: 1, severity: 'error', message: 'Parsing error: Unexpected token }' },
    ]);
  });

  it('read ruff --output-format json', () => {
    expect(parseRuffOutput(ruffSample, dir)).toEqual([
      { path: '/project/pkg/main.py', line: 1, column: 8, severity: 'error', code: 'F401', message: '`os` imported but unused' },
      { path: '/project/pkg/main.py', line: 14, column: 89, severity: 'error', code: 'E501', message: 'Line too long (100 > 88)' },
    ]);
  });

  it('read pyright --outputjson, whose lines and characters count from 0', () => {
    expect(parsePyrightOutput(pyrightSample, dir)).toEqual([
      { path: '/project/app/models.py', line: 5, column: 9, severity: 'error', code: 'reportAssignmentType', message: 'Type "Literal[\'a\']" is not assignable to declared type "int"' },
      { path: '/project/app/models.py', line: 1, column: 6, severity: 'warning', code: 'reportMissingModuleSource', message: 'Import "missing" could not be resolved from source' },
    ]);
  });

  it('read cargo check --message-format json at the primary span, skipping messages without one', () => {
    expect(parseCargoOutput(cargoSample, dir)).toEqual([
      { path: '/project/src/main.rs', line: 2, column: 18, severity: 'error', code: 'E0308', message: 'mismatched types' },
    ]);
  });

  it('tell the formats apart, and none claims output it does not know', () => {
    const samples = { tsc: tscSample, eslint: eslintSample, ruff: ruffSample, pyright: pyrightSample, cargo: cargoSample };
    const firstCodes = Object.values(samples).map((sample) => parseCommandOutput(sample, dir)?.[0]?.code);
    expect(firstCodes).toEqual(['TS2322', 'no-unused-vars', 'F401', 'reportAssignmentType', 'E0308']);
    expect(parseCommandOutput('Checking 12 files... done.\n', dir)).toBeUndefined();
    expect(parseCommandOutput('[]', dir)).toEqual([]);
  });
});
