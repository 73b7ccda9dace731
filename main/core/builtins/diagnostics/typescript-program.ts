import type * as TypeScript from 'typescript';
import { ToolError } from '../../tools/define.ts';
import type { TypeScriptModule } from './load-typescript.ts';

const configNames = ['tsconfig.json', 'jsconfig.json'];

/**
 * Builds the project's program from its tsconfig.json each time it is asked, reusing the previous
 * program and every source file whose text has not changed, so a rebuild after an edit parses only
 * the edited files.
 */
export function createTypeScriptProgram(ts: TypeScriptModule, projectDir: string) {
  const parsedFiles = new Map<string, TypeScript.SourceFile>();
  let previous: TypeScript.Program | undefined;

  function cachingHost(options: TypeScript.CompilerOptions): TypeScript.CompilerHost {
    const host = ts.createCompilerHost(options, true);
    const parse = host.getSourceFile.bind(host);
    host.getSourceFile = (fileName, language, onError, shouldCreate) => {
      const cached = parsedFiles.get(fileName);
      if (cached && !shouldCreate && cached.text === host.readFile(fileName)) return cached;
      const file = parse(fileName, language, onError, shouldCreate);
      if (file) parsedFiles.set(fileName, file);
      else parsedFiles.delete(fileName);
      return file;
    };
    return host;
  }

  return {
    /** The program over the tsconfig's files plus `extraFiles` (a file the config does not include is still checked). */
    build(extraFiles: readonly string[]): TypeScript.Program {
      const config = readConfig(ts, projectDir);
      const rootNames = [...new Set([...config.fileNames, ...extraFiles])];
      const options = { ...config.options, noEmit: true };
      previous = ts.createProgram({ rootNames, options, host: cachingHost(options), oldProgram: previous });
      return previous;
    },
  };
}

function readConfig(ts: TypeScriptModule, projectDir: string): TypeScript.ParsedCommandLine {
  const configPath = configNames.map((name) => ts.findConfigFile(projectDir, ts.sys.fileExists, name)).find((found) => found !== undefined);
  if (!configPath) throw new ToolError(`No tsconfig.json or jsconfig.json was found in ${projectDir} or above it.`);
  const read = ts.readConfigFile(configPath, ts.sys.readFile);
  if (read.error) throw new ToolError(`${configPath} could not be read: ${ts.flattenDiagnosticMessageText(read.error.messageText, ' ')}`);
  return ts.parseJsonConfigFileContent(read.config, ts.sys, projectDir, undefined, configPath);
}
