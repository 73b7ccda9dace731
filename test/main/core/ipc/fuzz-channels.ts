/**
 * The channels the fuzz test may call with input their schema accepts: each changes no state and
 * reaches no network. Every other channel — those that write (projects.open, settings.write,
 * secrets.set, grants.revoke, a message sent...), those that go online (models.list,
 * services.test), and any channel added later until someone lists it here — gets only payloads its
 * schema rejects.
 */
export const harmlessChannels: ReadonlySet<string> = new Set([
  'app.info',
  'shell.host',
  'folders.complete',
  'projects.recent',
  'settings.sources',
  'settings.read',
  'secrets.list',
  'grants.list',
  'models.providers',
  'models.inUse',
]);
