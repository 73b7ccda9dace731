import packageJson from '../../package.json' with { type: 'json' };

export const appName: string = 'Deft';
export const appVersion: string = packageJson.version;
