import { describe, expect, it } from 'vitest';
import { createShellAnalyzer } from '../../../../../main/core/permissions/shell/analyzer.ts';

const { analyze } = await createShellAnalyzer();

const only = (command: string) => {
  const { parts } = analyze(command);
  expect(parts, command).toHaveLength(1);
  return parts[0];
};

describe('wrappers', () => {
  it.each<[string, string]>([
    ['timeout 30 npm test', 'npm test'],
    ['timeout -s KILL -k 5 30s npm test', 'npm test'],
    ['timeout --signal=TERM --kill-after=5 1m npm test', 'npm test'],
    ['timeout --preserve-status 10 make', 'make'],
    ['time make', 'make'],
    ['time -p make', 'make'],
    ['nice make', 'make'],
    ['nice -n 10 make', 'make'],
    ['nice -n10 make', 'make'],
    ['nice -5 make', 'make'],
    ['nice --adjustment=5 make', 'make'],
    ['nohup node server.js', 'node server.js'],
    ['stdbuf -oL -eL make', 'make'],
    ['stdbuf -o 0 make', 'make'],
    ['stdbuf --output=L make', 'make'],
    ['command make', 'make'],
    ['command -p make', 'make'],
    ['builtin cd src', 'cd src'],
    ['noglob git add *.ts', 'git add *.ts'],
    ['exec node server.js', 'node server.js'],
    ['exec -a name node server.js', 'node server.js'],
    ['coproc cat', 'cat'],
    ['xargs grep -l TODO', 'grep -l TODO'],
    ['xargs -0 grep -l TODO', 'grep -l TODO'],
    ['xargs -n 1 basename', 'basename'],
    ['xargs -n1 -P4 gzip', 'gzip'],
    ['xargs -I{} cp {} /tmp', 'cp {} /tmp'],
    ['xargs -I {} cp {} /tmp', 'cp {} /tmp'],
    ['xargs --null --max-args=2 echo', 'echo'],
    ['xargs -- echo', 'echo'],
    ['env make', 'make'],
    ['env -i make', 'make'],
    ['env -u HOME make', 'make'],
    ['env -C /tmp make', 'make'],
    ['timeout 60 nice -n 5 nohup stdbuf -oL env CI=1 command make', 'make'],
  ])('%s runs %s', (command, expected) => {
    expect(only(command).command).toBe(expected);
  });

  it.each<[string, string[], string]>([
    ['FOO=1 make', ['FOO=1'], 'make'],
    ['A=1 B="two words" make', ['A=1', 'B=two words'], 'make'],
    ['PATH+=:/opt/bin make', ['PATH+=:/opt/bin'], 'make'],
    ['env CI=true npm test', ['CI=true'], 'npm test'],
    ['FOO=1 env -u X BAR=2 make', ['FOO=1', 'BAR=2'], 'make'],
    ['timeout 5 env A=1 make', ['A=1'], 'make'],
  ])('%s strips %j', (command, env, expected) => {
    expect(only(command)).toMatchObject({ envAssignments: env, command: expected });
  });

  it.each<[string, string]>([
    ['env', 'env'],
    ['env -i', 'env -i'],
    ['xargs', 'xargs'],
    ['xargs -0', 'xargs -0'],
    ['time', 'time'],
    ['command -v node', 'command -v node'],
    ['command -V git', 'command -V git'],
  ])('%s with nothing to run is a part of its own', (command, expected) => {
    expect(only(command).command).toBe(expected);
  });

  it('keeps wrappers in the source shown to the person', () => {
    expect(only('timeout 5 nice make').source).toBe('timeout 5 nice make');
  });

  it.each<[string, string[]]>([
    ['sudo make install', ['sudo make install', 'make install']],
    ['sudo -E -u deploy FOO=1 ./deploy.sh', ['sudo -E -u deploy FOO=1 ./deploy.sh', './deploy.sh']],
    ['sudo -- make', ['sudo -- make', 'make']],
    ['doas make', ['doas make', 'make']],
    ['pkexec --user root make', ['pkexec --user root make', 'make']],
    ['setsid -f node server.js', ['setsid -f node server.js', 'node server.js']],
    ['ionice -c 3 make', ['ionice -c 3 make', 'make']],
    ['chroot /srv/root make', ['chroot /srv/root make', 'make']],
    ['flock /tmp/lock make', ['flock /tmp/lock make', 'make']],
    ["flock -w 5 /tmp/lock -c 'make all'", ['flock -w 5 /tmp/lock -c make all', 'make all']],
    ['unshare -r make', ['unshare -r make', 'make']],
    ['strace -f -o trace.txt make', ['strace -f -o trace.txt make', 'make']],
    ['busybox wget x', ['busybox wget x', 'wget x']],
    ["su -c 'make install' root", ['su -c make install root', 'make install']],
    ['hash -p /usr/bin/python3 python', ['hash -p /usr/bin/python3 python', '/usr/bin/python3']],
  ])('%s is a part, and so is what it launches', (command, expected) => {
    expect(analyze(command).parts.map((part) => part.command)).toEqual(expected);
  });

  it('gives sudo its own program, so a rule for the inner command alone never matches it', () => {
    const [sudo, inner] = analyze('sudo rm -rf build').parts;
    expect(sudo).toMatchObject({ program: 'sudo', argv: ['sudo', 'rm', '-rf', 'build'] });
    expect(inner).toMatchObject({ program: 'rm', argv: ['rm', '-rf', 'build'], source: 'rm -rf build' });
  });

  it('gives sudo assignments to the launched command', () => {
    expect(analyze('sudo FOO=1 make').parts[1].envAssignments).toEqual(['FOO=1']);
  });
});
