import { describe, expect, it } from 'vitest';
import { createShellAnalyzer } from '../../../../../main/core/permissions/shell/analyzer.ts';

const { analyze } = await createShellAnalyzer();

const where = { cwd: '/home/ada/projects/app', home: '/home/ada' };

describe('rm of critical paths', () => {
  it.each<[string, string]>([
    ['rm -rf /', 'the filesystem root'],
    ['rm -rf --no-preserve-root /', 'the filesystem root'],
    ['rm -rf //', 'the filesystem root'],
    ['rm -rf /.', 'the filesystem root'],
    ['rm -rf /*', 'top-level folders'],
    ['rm -rf /usr', 'the top-level folder /usr'],
    ['rm -rf /etc/', 'the top-level folder /etc'],
    ['rmdir /opt', 'the top-level folder /opt'],
    ['rm -rf /usr/*', 'everything in the top-level folder /usr'],
    ['rm -rf /u*', 'top-level folders'],
    ['rm -rf /{usr,etc}', 'the top-level folder /usr'],
    ['rm -rf ~', 'the home folder'],
    ['rm -rf ~/', 'the home folder'],
    ['rm -rf ~/*', 'everything in the home folder'],
    ['rm -rf ~bob', 'the home folder of bob'],
    ['rm -rf /home/ada', 'the home folder'],
    ['rm -rf .', 'the working folder'],
    ['rm -rf ./', 'the working folder'],
    ['rm -rf *', 'everything in the working folder'],
    ['rm -rf ./*', 'everything in the working folder'],
    ['rm -rf .*', 'everything in the working folder'],
    ['rm -rf /home/ada/projects/app', 'the working folder'],
    ['rm -rf ..', 'a parent of the working folder'],
    ['rm -rf ../..', 'the home folder'],
    ['rm -rf ../../..', 'the top-level folder /home'],
    ['rm -rf ../*', 'everything in a parent of the working folder'],
    ['rm -rf /home/ada/projects', 'a parent of the working folder'],
    ['rm -rf -- /', 'the filesystem root'],
    ['rm -f build /', 'the filesystem root'],
  ])('%s removes %s', (command, what) => {
    expect(analyze(command, where).criticalRemoval).toBe(`${analyze(command, where).parts[0].command}: removes ${what}`);
  });

  it.each([
    'rm -rf $HOME', 'rm -rf "$HOME"', 'rm -rf "$DIR"/*', 'rm -rf $X', 'rm -rf ${BUILD_DIR}', 'rm -rf "$(pwd)"', 'rm -rf `pwd`/x',
  ])('%s removes a path only known at run time', (command) => {
    expect(analyze(command, where).criticalRemoval).toMatch(/only known when it runs/);
  });

  it.each<[string, string]>([
    ['echo $(rm -rf /)', 'the filesystem root'],
    ['echo `rm -rf ~`', 'the home folder'],
    ['cat <(rm -rf /usr)', 'the top-level folder /usr'],
    ["bash -c 'rm -rf /'", 'the filesystem root'],
    ['sudo rm -rf /', 'the filesystem root'],
    ['find . | xargs rm -rf ~', 'the home folder'],
    ['timeout 5 \\rm -rf /', 'the filesystem root'],
    ['/bin/rm -rf /', 'the filesystem root'],
    ['ls && rm -rf ..', 'a parent of the working folder'],
  ])('%s is found anywhere in the line', (command, what) => {
    expect(analyze(command, where).criticalRemoval).toContain(`removes ${what}`);
  });

  it('knows the working folder and its parents without being told where they are', () => {
    expect(analyze('rm -rf .').criticalRemoval).toContain('the working folder');
    expect(analyze('rm -rf ../..').criticalRemoval).toContain('a parent of the working folder');
    expect(analyze('rm -rf ~').criticalRemoval).toContain('the home folder');
    expect(analyze('rm -rf ~/..').criticalRemoval).toContain('a parent of the home folder');
    expect(analyze('rm -rf ../sibling').criticalRemoval).toBeUndefined();
  });

  it.each([
    'rm -rf build', 'rm -rf ./dist node_modules', 'rm *.o', 'rm -f src/*.js', 'rm -rf ~/.cache/app', 'rm -rf /tmp/x',
    'rm -rf /usr/local/lib/app', 'rm -rf ../sibling', 'rm -- -x', 'rm -rf build/{a,b}', 'rmdir empty', 'echo rm -rf /',
    'ls /', 'git rm -r --cached .', 'rm -r "my dir"', 'rm \\*',
  ])('%s is an ordinary removal', (command) => {
    expect(analyze(command, where).criticalRemoval).toBeUndefined();
  });
});
