export const projectsChannels = {
  requests: ['projects.open', 'projects.recent', 'projects.remove'],
  events: [],
} as const;
