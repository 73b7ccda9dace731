import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const rendererDir = join(import.meta.dirname, '../../../renderer/src');
/** Where colours and sizes are defined: the tokens (type, spacing, radii) and the light/dark colour roles. */
const tokenFiles = new Set(['theme/tokens.css', 'theme/theme.css']);

const colourLiteral = /#[0-9a-f]{3,8}\b|\b(?:rgb|rgba|hsl|hsla|hwb|lab|lch|oklab|oklch|color)\(/gi;
/** A font size that is not a token or relative to its parent (em, %). */
const fixedFontSize = /font-size:\s*(?!var\(--text-)[^;}]*?\d(?:px|rem|pt)\b/gi;
/** A padding, margin, gap or corner radius with a fixed length in it (tokens, 0, auto and lengths relative to the text or the box are fine). */
const fixedSpacing = /\b(?:padding|margin|gap|border(?:-[a-z]+)*-radius)(?:-[a-z]+)*\s*:[^;}]*?\d(?:px|rem|pt)\b/gi;

function stylesheets(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return stylesheets(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

/** Each match as file:line: text, comments left out. */
function findings(pattern: RegExp, files: string[]): string[] {
  return files.flatMap((file) => {
    const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
    return [...text.matchAll(pattern)].map((match) => `${relative(rendererDir, file)}:${text.slice(0, match.index).split('\n').length}: ${match[0]}`);
  });
}

describe('the renderer’s stylesheets', () => {
  const sheets = stylesheets(rendererDir);
  const outsideTokens = sheets.filter((file) => !tokenFiles.has(relative(rendererDir, file)));

  it('are found, token files included', () => {
    expect(outsideTokens.length).toBeGreaterThan(10);
    expect(sheets.length - outsideTokens.length).toBe(tokenFiles.size);
  });

  it('name colours only through the theme’s roles', () => {
    expect(findings(colourLiteral, outsideTokens)).toEqual([]);
  });

  it('size text only on the type scale', () => {
    expect(findings(fixedFontSize, outsideTokens)).toEqual([]);
  });

  it('space and round only on the spacing and radius scales', () => {
    expect(findings(fixedSpacing, outsideTokens)).toEqual([]);
  });

  it('catch what they are for', () => {
    const probe = join(rendererDir, 'theme/tokens.css');
    expect(findings(colourLiteral, [probe]).length).toBeGreaterThan(0);
    expect('.x { font-size: 13px; } .y { font-size: var(--text-sm); } .z { font-size: 1.1rem; }'.match(fixedFontSize)).toEqual(['font-size: 13px', 'font-size: 1.1rem']);
    const spacing = '.a { padding: 0 var(--space-md); } .b { margin: 0 0 4px; } .c { gap: 0.5rem; } .d { border-top-left-radius: 3px; } .e { padding-left: 1ch; margin: 0 auto; } .f { row-gap: var(--space-xs); border-radius: var(--radius); }';
    expect(spacing.match(fixedSpacing)).toEqual(['margin: 0 0 4px', 'gap: 0.5rem', 'border-top-left-radius: 3px']);
  });
});
