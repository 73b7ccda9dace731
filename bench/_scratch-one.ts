import { createShellAnalyzer } from '../main/core/permissions/shell/analyzer.ts';
const a = await createShellAnalyzer();
for (const c of process.argv.slice(2)) console.log(JSON.stringify(c), JSON.stringify(a.analyze(c, { cwd: '/p', home: '/h' })));
