import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isSensitivePath, sensitivePaths } from '../../../../../main/core/permissions/paths/special-paths.ts';

const home = '/home/dev';
const project = '/home/dev/code/app';
const withProject = sensitivePaths(home, '/data/secrets', [project]);
const withoutProject = sensitivePaths(home, '/data/secrets');
const sensitive = (path: string, list = withProject) => isSensitivePath({ lexical: path, real: path }, list);

const credentialStores = [
  '.ssh/id_rsa', '.ssh/config', '.gnupg/private-keys-v1.d/x.key', '.aws/credentials', '.aws/sso/cache/abc.json', '.aws/cli/cache/x.json',
  '.config/gh/hosts.yml', '.netrc', '.docker/config.json', '.kube/config', '.config/gcloud/application_default_credentials.json',
  '.azure/msal_token_cache.json', '.git-credentials', '.config/git/credentials', '.npmrc', '.pypirc', '.yarnrc.yml',
  '.claude/.credentials.json', '.local/share/keyrings/login.keyring', 'Library/Keychains/login.keychain-db',
  '.password-store/email.gpg', '.config/1Password/settings.json', 'Library/Group Containers/2BUAA3F8R4.com.1password/x',
  '.config/Bitwarden/data.json', '.config/google-chrome/Default/Login Data', '.config/chromium/Default/Cookies',
  '.mozilla/firefox/abc.default/logins.json', '.config/BraveSoftware/Brave-Browser/Default/Cookies',
  '.config/microsoft-edge/Default/Cookies', 'Library/Application Support/Google/Chrome/Default/Cookies',
  'Library/Application Support/Firefox/Profiles/x/key4.db', '.config/doctl/config.yaml', '.fly/config.yml',
  '.terraform.d/credentials.tfrc.json', '.vault-token', '.cargo/credentials.toml', '.gem/credentials', '.m2/settings-security.xml',
  '.config/someapp/credentials.json', '.config/tool/auth_token', 'prod.pem', '.config/x/tls.key', 'Downloads/deploy.key',
  'Documents/vault.kdbx', 'code/app/passwords.kdbx',
];

describe('sensitive paths', () => {
  it.each(credentialStores)('~/%s holds credentials', (path) => {
    expect(sensitive(join(home, path))).toBe(true);
  });

  it.each([
    '/proc/self/environ', '/proc/1234/environ', '/proc/thread-self/environ', '/proc/self/cmdline', '/proc/self/mem', '/proc/self/maps',
    '/proc/42/task/43/environ', '/proc/self/task/7/mem', '/proc/self/fd/3', '/proc/kcore', '/etc/shadow', '/etc/ssl/private/server.key',
    '/data/secrets', '/data/secrets/keys.json',
  ])('%s holds credentials', (path) => {
    expect(sensitive(path)).toBe(true);
  });

  it.each([
    'code/app/src/index.ts', 'code/app/test/fixtures/server.key', 'code/app/certs/dev.pem', '.config/nvim/init.lua', '.ssh.md', '.npmrc.example',
    '.bashrc', 'id_mapping.ts', 'code/app/.aws-notes.md',
  ])('~/%s is not a credential store', (path) => {
    expect(sensitive(join(home, path))).toBe(false);
  });

  it.each(['/proc/self/status', '/proc/cpuinfo', '/etc/hosts', '/tmp/build.log'])('%s is not a credential store', (path) => {
    expect(sensitive(path)).toBe(false);
  });

  it('without a project, counts private keys at the top of the home folder and in its dot-folders only', () => {
    expect(sensitive(join(home, 'prod.pem'), withoutProject)).toBe(true);
    expect(sensitive(join(home, '.config/x/tls.key'), withoutProject)).toBe(true);
    expect(sensitive(join(home, 'code/app/test/server.key'), withoutProject)).toBe(false);
  });

  it('checks where a link points too', () => {
    expect(isSensitivePath({ lexical: join(project, 'link'), real: join(home, '.netrc') }, withProject)).toBe(true);
  });
});
