/** The settings screen's sections, in the order it shows them; a link may name one (`#/settings?section=…`). */
export const settingsSections = ['providers', 'services', 'permissions', 'hooks', 'general', 'dataFolder'] as const;
export type SettingsSection = (typeof settingsSections)[number];

export const isSettingsSection = (name: string | null): name is SettingsSection => settingsSections.includes(name as SettingsSection);
