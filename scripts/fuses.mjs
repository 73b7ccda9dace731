// electron-builder afterPack hook: flips Electron's fuses in the packed binary, before signing.
import { join } from 'node:path';
import { flipFuses, FuseV1Options, FuseVersion } from '@electron/fuses';

/** What every release build of Deft has burnt in; `deft run` uses Node itself, never ELECTRON_RUN_AS_NODE. */
export const releaseFuses = {
  version: FuseVersion.V1,
  [FuseV1Options.RunAsNode]: false,
  [FuseV1Options.EnableNodeOptionsEnvironmentVariable]: false,
  [FuseV1Options.EnableNodeCliInspectArguments]: false,
  [FuseV1Options.EnableEmbeddedAsarIntegrityValidation]: true,
  [FuseV1Options.OnlyLoadAppFromAsar]: true,
  [FuseV1Options.EnableCookieEncryption]: true,
};

/** The values of electron-builder's `Arch` that run on Apple silicon. */
const builderArch = { arm64: 3, universal: 4 };

/** The packed Electron binary (or .app bundle) of an afterPack context. */
export function packedElectronPath(context) {
  const { appOutDir, electronPlatformName, packager } = context;
  const name = packager.appInfo.productFilename;
  if (electronPlatformName === 'darwin' || electronPlatformName === 'mas') return join(appOutDir, `${name}.app`);
  if (electronPlatformName === 'win32') return join(appOutDir, `${name}.exe`);
  return join(appOutDir, packager.executableName);
}

export default async function afterPack(context) {
  const isMac = context.electronPlatformName === 'darwin' || context.electronPlatformName === 'mas';
  // Apple silicon refuses a binary whose ad-hoc signature no longer matches, so it is re-signed ad hoc.
  const appleSilicon = context.arch === builderArch.arm64 || context.arch === builderArch.universal;
  await flipFuses(packedElectronPath(context), { ...releaseFuses, resetAdHocDarwinSignature: isMac && appleSilicon });
}
