import type { FuseV1Config } from '@electron/fuses';

export interface AfterPackContext {
  appOutDir: string;
  electronPlatformName: string;
  arch?: number;
  packager: { executableName: string; appInfo: { productFilename: string } };
}

export const releaseFuses: FuseV1Config;
export function packedElectronPath(context: AfterPackContext): string;
export default function afterPack(context: AfterPackContext): Promise<void>;
