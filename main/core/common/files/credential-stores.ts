/** Where credential stores live in the home folder: CLIs' tokens, password managers, keyrings and browser profiles. */
export const homeStores: readonly string[] = [
  // SSH, GnuPG, and the cloud and container CLIs
  '.ssh', '.gnupg', '.aws', '.kube', '.docker/config.json', '.config/gcloud', '.azure', '.oci', '.aliyun', '.bluemix',
  '.config/doctl', 'Library/Application Support/doctl', '.fly', '.config/flyctl', '.terraform.d/credentials.tfrc.json',
  '.terraformrc', '.vault-token', '.pulumi/credentials.json', '.config/hcloud', '.config/linode-cli', '.config/scw',
  '.s3cfg', '.boto', '.passwd-s3fs', '.config/rclone/rclone.conf', '.config/sops', '.config/stripe', '.wrangler',
  '.config/.wrangler', '.supabase/access-token', '.local/share/com.vercel.cli', '.config/netlify', '.ngrok2', '.config/ngrok',
  // git hosts and package registries
  '.git-credentials', '.config/git/credentials', '.config/gh/hosts.yml', '.config/hub', '.config/glab-cli', '.netrc', '_netrc',
  '.npmrc', '.yarnrc', '.yarnrc.yml', '.pypirc', '.config/pip/pip.conf', '.pip/pip.conf', '.gem/credentials',
  '.cargo/credentials', '.cargo/credentials.toml', '.m2/settings.xml', '.m2/settings-security.xml',
  '.gradle/gradle.properties', '.nuget/NuGet/NuGet.Config', '.composer/auth.json', '.config/composer/auth.json',
  '.config/configstore', '.pgpass', '.my.cnf', '.kaggle/kaggle.json', '.huggingface/token', '.cache/huggingface/token',
  // coding agents' own logins
  '.claude/.credentials.json', '.claude.json', '.codex/auth.json', '.config/github-copilot', '.gemini/oauth_creds.json',
  // password managers and keyrings
  '.password-store', '.local/share/keyrings', 'Library/Keychains', '.1password', '.config/1Password', '.config/op',
  'Library/Group Containers/*.com.1password', '.config/Bitwarden', '.config/Bitwarden CLI',
  'Library/Application Support/Bitwarden', 'Library/Application Support/Bitwarden CLI', '.local/share/kwalletd',
  // browser profiles (cookies, saved passwords)
  '.mozilla', '.config/google-chrome*', '.config/chromium', '.config/BraveSoftware', '.config/microsoft-edge*',
  '.config/vivaldi', '.config/opera', 'snap/firefox', 'snap/chromium', '.var/app/*/.mozilla', '.var/app/*/config/*',
  'Library/Application Support/Google/Chrome*', 'Library/Application Support/Chromium', 'Library/Application Support/BraveSoftware',
  'Library/Application Support/Microsoft Edge*', 'Library/Application Support/Firefox', 'Library/Application Support/Vivaldi',
  'Library/Cookies', 'Library/Safari',
  // whatever a tool keeps as credentials under its config folder
  '.config/*/credentials*', '.config/*/*token*',
];

const privateKeyNames = '{*.pem,*.key,*.p12,*.pfx,*.jks,*.keystore,*.ppk}';

/** Names of private keys and password databases, wherever they are. */
const keyAndVaultNames = ['!**/*.{kdbx,kdb}', '!**/{id_rsa,id_dsa,id_ecdsa,id_ed25519,id_ecdsa_sk,id_ed25519_sk}'];

/** Whether one path segment matches one glob segment (`*` within the name). */
const segmentMatches = (glob: string, segment: string) =>
  new RegExp(`^${glob.replace(/[.+^$()|[\]\\{}?]/g, '\\$&').replaceAll('*', '.*')}$`, 's').test(segment);

/**
 * The credential stores inside a searched folder as ripgrep exclusions relative to it (ripgrep
 * matches globs against the path below the folder it searches): a search of a folder that holds
 * one (the home folder, `~/.config`) leaves their files out instead of reading them.
 */
export function credentialStoreExclusions(home: string, searchRoot: string): string[] {
  const rootSegments = searchRoot.split(/[\\/]+/).filter(Boolean);
  const homeSegments = home.split(/[\\/]+/).filter(Boolean);
  const exclusions = homeStores.flatMap((store) => {
    const segments = [...homeSegments, ...store.split('/')];
    if (rootSegments.length >= segments.length) return [];
    if (!rootSegments.every((segment, index) => segmentMatches(segments[index], segment))) return [];
    const below = segments.slice(rootSegments.length).join('/');
    return [`!${below}`, `!${below}/**`];
  });
  // Private keys by name count at the top of the home folder and in its dot-folders (as for the permission check without a project).
  const keys = rootSegments.join('/') === homeSegments.join('/') ? [`!/${privateKeyNames}`, `!.*/**/${privateKeyNames}`] : [];
  return [...exclusions, ...keys, ...keyAndVaultNames];
}
