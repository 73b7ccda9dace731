import { resolve } from 'node:path';
import type * as TypeScript from 'typescript';
import type { Diagnostic, DiagnosticsService } from './diagnostic.ts';
import { loadProjectTypeScript, type TypeScriptModule } from './load-typescript.ts';
import { modifiedAt } from './modified-at.ts';
import { createTypeScriptProgram } from './typescript-program.ts';

const checkedExtensions = /\.(?:[cm]?tsx?|[cm]?jsx?)$/;

/** Syntactic and semantic diagnostics from the project's own TypeScript, over the project's tsconfig.json. */
export function createTypeScriptDiagnostics(projectDir: string): DiagnosticsService {
  let program: ReturnType<typeof createTypeScriptProgram> | undefined;
  let ts: TypeScriptModule | undefined;
  return {
    async forFiles(paths, signal): Promise<Diagnostic[]> {
      ts ??= loadProjectTypeScript(projectDir);
      program ??= createTypeScriptProgram(ts, projectDir);
      const wanted = paths.filter((path) => checkedExtensions.test(path));
      if (paths.length > 0 && wanted.length === 0) return [];
      const built = program.build(wanted);
      const files = wanted.length > 0 ? wanted.map((path) => built.getSourceFile(path)) : projectFiles(built);
      const found: Diagnostic[] = [];
      for (const file of files) {
        signal.throwIfAborted();
        if (!file) continue;
        const all = [...built.getSyntacticDiagnostics(file), ...built.getSemanticDiagnostics(file)];
        found.push(...all.map((diagnostic) => toDiagnostic(ts as TypeScriptModule, diagnostic, file)));
      }
      return found;
    },
  };
}

/** The program's own files (not declarations from node_modules), the most recently changed first. */
function projectFiles(program: TypeScript.Program): TypeScript.SourceFile[] {
  const files = program.getSourceFiles().filter((file) => !file.fileName.includes('/node_modules/') && !program.isSourceFileDefaultLibrary(file));
  const changed = new Map(files.map((file) => [file, modifiedAt(file.fileName) ?? 0]));
  return files.sort((a, b) => (changed.get(b) ?? 0) - (changed.get(a) ?? 0));
}

function toDiagnostic(ts: TypeScriptModule, diagnostic: TypeScript.Diagnostic, file: TypeScript.SourceFile): Diagnostic {
  const { line, character } = file.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
  return {
    path: resolve(file.fileName),
    line: line + 1,
    column: character + 1,
    severity: severityOf(ts, diagnostic.category),
    code: `TS${diagnostic.code}`,
    message: ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'),
  };
}

function severityOf(ts: TypeScriptModule, category: TypeScript.DiagnosticCategory): Diagnostic['severity'] {
  if (category === ts.DiagnosticCategory.Error) return 'error';
  return category === ts.DiagnosticCategory.Warning ? 'warning' : 'info';
}
