/** The project a settings link names: `#/settings?project=/abs/path`. */
export function projectFromHash(hash: string): string | null {
  const query = hash.indexOf('?');
  if (query < 0) return null;
  const project = new URLSearchParams(hash.slice(query + 1)).get('project');
  return project === null || project.trim() === '' ? null : project;
}
