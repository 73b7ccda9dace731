import { extname } from 'node:path';

/** A name defined in a file: a function, class, method, interface, type or constant. */
export interface DefinedSymbol {
  name: string;
  /** 1-based. */
  line: number;
}

const identifier = String.raw`([A-Za-z_$][\w$]*)`;

/** Per language, patterns whose first group is the defined name; each applies to one line. */
const patterns: Record<string, readonly RegExp[]> = {
  ecmascript: [
    new RegExp(String.raw`^\s*(?:export\s+)?(?:default\s+)?(?:declare\s+)?(?:abstract\s+)?(?:async\s+)?(?:function\*?|class|interface|type|enum|namespace)\s+${identifier}`),
    new RegExp(String.raw`^\s*(?:export\s+)?(?:declare\s+)?(?:const|let|var)\s+${identifier}\s*[:=]`),
    new RegExp(String.raw`^\s+(?:(?:public|private|protected|static|readonly|async|override|get|set)\s+)*#?${identifier}\s*(?:<[^>]*>)?\([^;]*\)\s*(?::[^{;=]*)?\{\s*$`),
  ],
  python: [new RegExp(String.raw`^\s*(?:async\s+)?(?:def|class)\s+${identifier}`), new RegExp(String.raw`^${identifier}\s*(?::[^=]*)?=[^=]`)],
  go: [
    new RegExp(String.raw`^func\s+(?:\([^)]*\)\s*)?${identifier}`),
    new RegExp(String.raw`^(?:type|const|var)\s+${identifier}`),
    new RegExp(String.raw`^\s+${identifier}\s+(?:struct|interface)\b`),
  ],
  rust: [
    new RegExp(
      String.raw`^\s*(?:pub(?:\([^)]*\))?\s+)?(?:(?:async|const|unsafe|extern(?:\s+"[^"]*")?)\s+)*(?:fn|struct|enum|trait|type|mod|const|static|union|macro_rules!)\s+${identifier}`,
    ),
    new RegExp(String.raw`^\s*impl(?:<[^>]*>)?\s+(?:[\w:]+\s+for\s+)?${identifier}`),
  ],
  jvm: [
    new RegExp(
      String.raw`^\s*(?:(?:public|private|protected|internal|static|final|abstract|sealed|open|data|inline|value|enum|annotation|companion|override|suspend)\s+)*(?:class|interface|enum|record|object|fun|typealias|val|var|@interface)\s+(?:<[^>]*>\s*)?(?:[\w.]+\.)?${identifier}`,
    ),
    new RegExp(String.raw`^\s+(?:(?:public|private|protected|static|final|abstract|synchronized|native|default)\s+)+[\w<>\[\], .?]+\s+${identifier}\s*\(`),
  ],
  c: [
    new RegExp(String.raw`^\s*(?:typedef\s+)?(?:struct|class|union|enum(?:\s+class)?|namespace)\s+${identifier}`),
    new RegExp(String.raw`^\s*#\s*define\s+${identifier}`),
    new RegExp(String.raw`^(?:[\w:<>,*&~]+\s+)+\**(?:[\w]+::)*~?${identifier}\s*\([^;]*$`),
    new RegExp(String.raw`^\s*typedef\s+[^;]*?\b${identifier}\s*;`),
  ],
  ruby: [new RegExp(String.raw`^\s*(?:def\s+(?:self\.)?|class\s+|module\s+)([A-Za-z_][\w]*[?!=]?)`), new RegExp(String.raw`^\s*([A-Z][A-Z0-9_]*)\s*=`)],
  php: [
    new RegExp(String.raw`^\s*(?:(?:abstract|final|public|private|protected|static|readonly)\s+)*(?:function|class|interface|trait|enum)\s+&?${identifier}`),
    new RegExp(String.raw`^\s*(?:(?:public|private|protected)\s+)?const\s+${identifier}`),
  ],
  csharp: [
    new RegExp(String.raw`^\s*(?:(?:public|private|protected|internal|static|sealed|abstract|partial|readonly|record)\s+)*(?:class|interface|struct|enum|record|namespace)\s+${identifier}`),
    new RegExp(String.raw`^\s+(?:(?:public|private|protected|internal|static|virtual|override|async|abstract)\s+)+[\w<>\[\], .?]+\s+${identifier}\s*\(`),
  ],
  swift: [new RegExp(String.raw`^\s*(?:(?:public|private|internal|open|fileprivate|static|final)\s+)*(?:func|class|struct|enum|protocol|extension|typealias|let|var)\s+${identifier}`)],
  shell: [new RegExp(String.raw`^\s*(?:function\s+)?([A-Za-z_][\w-]*)\s*\(\)\s*\{?`)],
};

const languageOf: Record<string, keyof typeof patterns> = {
  ...Object.fromEntries(['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs', '.vue', '.svelte'].map((ext) => [ext, 'ecmascript'])),
  ...Object.fromEntries(['.py', '.pyi'].map((ext) => [ext, 'python'])),
  '.go': 'go',
  '.rs': 'rust',
  ...Object.fromEntries(['.java', '.kt', '.kts', '.scala', '.groovy'].map((ext) => [ext, 'jvm'])),
  ...Object.fromEntries(['.c', '.h', '.cc', '.cpp', '.cxx', '.hpp', '.hh', '.hxx', '.m', '.mm'].map((ext) => [ext, 'c'])),
  ...Object.fromEntries(['.rb', '.rake'].map((ext) => [ext, 'ruby'])),
  '.php': 'php',
  '.cs': 'csharp',
  '.swift': 'swift',
  ...Object.fromEntries(['.sh', '.bash', '.zsh'].map((ext) => [ext, 'shell'])),
};

const notNames = new Set(['if', 'for', 'while', 'switch', 'return', 'catch', 'else', 'new', 'function', 'constructor']);

/** The names a file defines, found line by line (its text split at `\n`) with its language's patterns; none for unknown languages. */
export function extractSymbols(path: string, lines: readonly string[]): DefinedSymbol[] {
  const language = languageOf[extname(path).toLowerCase()];
  if (!language) return [];
  const languagePatterns = patterns[language];
  const symbols: DefinedSymbol[] = [];
  lines.forEach((lineText, index) => {
    if (lineText.length > 400) return;
    for (const pattern of languagePatterns) {
      const name = pattern.exec(lineText)?.[1];
      if (name && !notNames.has(name)) {
        symbols.push({ name, line: index + 1 });
        return;
      }
    }
  });
  return symbols;
}
