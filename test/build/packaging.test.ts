import { existsSync, globSync, readFileSync, writeFileSync } from 'node:fs';
import { join, matchesGlob } from 'node:path';
import { FuseState, FuseV1Options, getCurrentFuseWire } from '@electron/fuses';
import Ajv from 'ajv';
import sharp from 'sharp';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import afterPack, { packedElectronPath, releaseFuses } from '../../scripts/fuses.mjs';
import { tempDir } from '../helpers/temp-dir.ts';

const root = join(import.meta.dirname, '../..');
const config = parse(readFileSync(join(root, 'electron-builder.yml'), 'utf8'));
const electronBinary = join(root, 'node_modules/electron/dist');

/** A file laid out like the part of an Electron binary that holds the fuse wire, with Electron's defaults. */
function fakeElectronBinary(path: string): void {
  const sentinel = Buffer.from('dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX');
  const defaults = Buffer.from('101100100', 'latin1');
  writeFileSync(path, Buffer.concat([Buffer.from('ELF…code…'), sentinel, Buffer.from([1, defaults.length]), defaults, Buffer.from('…more code')]));
}

describe('electron-builder.yml for release', () => {
  it('satisfies electron-builder\'s own configuration schema', () => {
    const schema = JSON.parse(readFileSync(join(root, 'node_modules/app-builder-lib/scheme.json'), 'utf8'));
    const validate = new Ajv({ allErrors: true, strict: false }).compile(schema);
    expect(validate(config), JSON.stringify(validate.errors)).toBe(true);
    expect(validate({ ...config, bogusKey: true })).toBe(false);
  });

  it('builds AppImage, deb, rpm, a universal hardened dmg and nsis', () => {
    expect(config.linux.target).toEqual(['AppImage', 'deb', 'rpm']);
    expect(config.linux.executableName).toBe('deft-desktop');
    expect(config.mac.target).toEqual([{ target: 'dmg', arch: 'universal' }]);
    expect(config.mac.hardenedRuntime).toBe(true);
    expect(config.win.target).toBe('nsis');
  });

  it('gives the mac build the entitlements node-pty needs under the hardened runtime', () => {
    for (const key of ['entitlements', 'entitlementsInherit']) {
      const plist = readFileSync(join(root, config.mac[key]), 'utf8');
      for (const entitlement of ['allow-jit', 'allow-unsigned-executable-memory', 'disable-library-validation']) {
        expect(plist).toMatch(new RegExp(`<key>com\\.apple\\.security\\.cs\\.${entitlement}</key>\\s*<true/>`));
      }
    }
  });

  it('has a 512×512 icon for every platform and the tray icon it ships', async () => {
    for (const platform of ['linux', 'mac', 'win']) {
      const icon = join(root, config[platform].icon);
      expect(await sharp(icon).metadata(), platform).toMatchObject({ width: 512, height: 512, format: 'png' });
    }
    for (const resource of config.extraResources) expect(existsSync(join(root, resource.from)), resource.from).toBe(true);
  });

  it('unpacks every native module and node-pty\'s helpers from the archive', () => {
    const shipped = globSync('node_modules/{node-pty,better-sqlite3,@vscode/ripgrep}/**/*.{node,exe}', { cwd: root });
    expect(shipped.length).toBeGreaterThan(0);
    const helpers = globSync('node_modules/node-pty/prebuilds/*/{spawn-helper,winpty-agent.exe}', { cwd: root });
    expect(helpers.length).toBeGreaterThan(0);
    for (const file of [...shipped, ...helpers]) {
      expect(config.asarUnpack.some((pattern: string) => matchesGlob(file, pattern)), file).toBe(true);
    }
  });

  it('runs the fuses script after packing', () => {
    expect(config.afterPack).toBe('./scripts/fuses.mjs');
    expect(existsSync(join(root, config.afterPack))).toBe(true);
  });
});

describe('scripts/fuses.mjs', () => {
  it('burns the release fuses into the packed binary', async () => {
    const appOutDir = tempDir();
    fakeElectronBinary(join(appOutDir, 'deft-desktop'));
    const context = { appOutDir, electronPlatformName: 'linux', arch: 1, packager: { executableName: 'deft-desktop', appInfo: { productFilename: 'Deft' } } };
    await afterPack(context);
    const wire = await getCurrentFuseWire(join(appOutDir, 'deft-desktop'));
    expect(wire[FuseV1Options.RunAsNode]).toBe(FuseState.DISABLE);
    expect(wire[FuseV1Options.EnableNodeOptionsEnvironmentVariable]).toBe(FuseState.DISABLE);
    expect(wire[FuseV1Options.EnableNodeCliInspectArguments]).toBe(FuseState.DISABLE);
    expect(wire[FuseV1Options.EnableEmbeddedAsarIntegrityValidation]).toBe(FuseState.ENABLE);
    expect(wire[FuseV1Options.OnlyLoadAppFromAsar]).toBe(FuseState.ENABLE);
    expect(wire[FuseV1Options.EnableCookieEncryption]).toBe(FuseState.ENABLE);
    expect(Object.keys(releaseFuses)).toHaveLength(7);
  });

  it('finds the binary of each platform', () => {
    const packager = { executableName: 'deft-desktop', appInfo: { productFilename: 'Deft' } };
    expect(packedElectronPath({ appOutDir: '/o', electronPlatformName: 'darwin', packager })).toBe(join('/o', 'Deft.app'));
    expect(packedElectronPath({ appOutDir: '/o', electronPlatformName: 'win32', packager })).toBe(join('/o', 'Deft.exe'));
    expect(packedElectronPath({ appOutDir: '/o', electronPlatformName: 'linux', packager })).toBe(join('/o', 'deft-desktop'));
  });
});

// Packing itself (electron-builder) takes minutes and the Electron binary; `npm run dist` does it.
console.log(
  existsSync(electronBinary)
    ? 'Packaging itself was not run here (npm run dist packs); only the configuration and the fuses script were checked.'
    : `Packaging itself was skipped: the Electron binary is absent (${electronBinary}); only the configuration and the fuses script were checked.`,
);
