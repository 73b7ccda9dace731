export const projectsChannels = {
  requests: ['projects.open', 'projects.recent', 'projects.remove', 'projects.files'],
  events: [],
} as const;
