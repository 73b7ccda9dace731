import { execFileSync } from 'node:child_process';
import { mkdirSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createReadTool } from '../../../../main/core/builtins/read.ts';
import { MAX_IMAGE_BYTES } from '../../../../main/core/builtins/files/read-image.ts';
import { hashContent } from '../../../../main/core/builtins/files/file-hash.ts';
import { createFileStateTracker, type FileStateTracker } from '../../../../main/core/builtins/files/file-state.ts';
import { openFailure } from '../../../../main/core/builtins/files/open-failure.ts';
import type { Capability } from '../../../../main/core/tools/tool.ts';
import { tempDir } from '../../../helpers/temp-dir.ts';
import { executorWith, textOf, turnContext } from '../tools/fixtures.ts';
import { makePdf, makePng } from './files/make-files.ts';

interface ReadSession {
  fileState?: FileStateTracker;
  modelCapabilities?: readonly Capability[];
}

async function runRead(cwd: string, input: Record<string, unknown>, session: ReadSession = {}, name = 'Read') {
  const { executor } = executorWith(tempDir());
  const read = createReadTool({ fileState: session.fileState ?? createFileStateTracker() });
  return executor.run({ id: 'c1', name, input }, turnContext([read], { cwd, ...(session.modelCapabilities && { modelCapabilities: session.modelCapabilities }) }));
}

async function readText(cwd: string, input: Record<string, unknown>) {
  const outcome = await runRead(cwd, input);
  expect(outcome.status, textOf(outcome)).toBe('success');
  return textOf(outcome);
}

const lines = (count: number, make = (n: number) => `line ${n}`) => Array.from({ length: count }, (_, i) => make(i + 1)).join('\n') + '\n';

describe('Read on text files', () => {
  it('numbers lines like cat -n, takes project-relative paths and answers to its aliases', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'a.ts'), 'const a = 1;\n\tindented\n');
    const expected = '     1\tconst a = 1;\n     2\t\tindented';
    expect(await readText(dir, { file_path: 'a.ts' })).toBe(expected);
    for (const alias of ['read_file', 'view', 'read']) {
      expect(textOf(await runRead(dir, { file_path: join(dir, 'a.ts') }, {}, alias))).toBe(expected);
    }
  });

  it('reads 2,000 lines by default and says how to continue', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'long.txt'), lines(2_500));
    const text = await readText(dir, { file_path: 'long.txt' });
    expect(text).toContain('  2000\tline 2000\n');
    expect(text).not.toContain('line 2001');
    expect(text).toContain('(Showed lines 1–2,000 of 2,500. 500 more lines follow; continue with offset=2001.)');
  });

  it('reads from offset for limit lines, and says when the offset is past the end', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'long.txt'), lines(50));
    const text = await readText(dir, { file_path: 'long.txt', offset: 10, limit: 3 });
    expect(text.split('\n').slice(0, 3)).toEqual(['    10\tline 10', '    11\tline 11', '    12\tline 12']);
    expect(text).toContain('continue with offset=13');
    expect(await readText(dir, { file_path: 'long.txt', offset: 49 })).toContain('(Showed lines 49–50 of 50.)');
    expect(await readText(dir, { file_path: 'long.txt', offset: 0, limit: 1 })).toMatch(/^ {5}1\tline 1\n/);
    expect(await readText(dir, { file_path: 'long.txt', offset: 51 })).toBe(`(${join(dir, 'long.txt')} has 50 lines; offset 51 is past its end. Use a smaller offset.)`);
  });

  it('counts a last line without a newline', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'a.txt'), 'one\ntwo');
    expect(await readText(dir, { file_path: 'a.txt' })).toBe('     1\tone\n     2\ttwo');
  });

  it('cuts lines over 2,000 characters and says so', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'min.js'), `short\n${'x'.repeat(5_000)}\n`);
    const text = await readText(dir, { file_path: 'min.js' });
    expect(text).toContain(`     2\t${'x'.repeat(2_000)} … [line cut at 2,000 characters; it has 5,000 bytes]`);
    expect(text).not.toContain('x'.repeat(2_001));
    expect(text).toContain('1 line was longer than 2,000 characters and cut');
  });

  it('stops at about 50,000 characters and says where to continue', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'wide.txt'), lines(1_000, (n) => `${n} ${'y'.repeat(200)}`));
    const text = await readText(dir, { file_path: 'wide.txt' });
    const shown = text.split('\n').filter((line) => /^ +\d+\t/.test(line)).length;
    expect(shown).toBeGreaterThan(200);
    expect(shown).toBeLessThan(260);
    expect(text.length).toBeLessThan(55_000);
    expect(text).toContain(`the output reached 50,000 characters. ${1_000 - shown} more lines follow; continue with offset=${shown + 1}.`);
  });

  it('says a file is empty', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'empty.txt'), '');
    writeFileSync(join(dir, 'bom-only.txt'), '\uFEFF');
    expect(await readText(dir, { file_path: 'empty.txt' })).toBe(`(${join(dir, 'empty.txt')} exists but is empty.)`);
    expect(await readText(dir, { file_path: 'bom-only.txt' })).toContain('exists but is empty');
  });

  it('shows CRLF files without the CR and notes the line endings', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'win.txt'), 'one\r\ntwo\r\n');
    expect(await readText(dir, { file_path: 'win.txt' })).toBe('     1\tone\n     2\ttwo\n\n(Line endings: CRLF (shown without the CR).)');
  });

  it('decodes UTF-8 with a BOM, UTF-16 with and without one, and notes the encoding', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'bom.txt'), '\uFEFFhéllo\n');
    writeFileSync(join(dir, 'le.txt'), Buffer.from('\uFEFFgrüße\r\nzwei\r\n', 'utf16le'));
    const be = Buffer.from('hello\nworld\n', 'utf16le').swap16();
    writeFileSync(join(dir, 'be.txt'), be);
    expect(await readText(dir, { file_path: 'bom.txt' })).toBe('     1\théllo\n\n(Encoding: UTF-8 with a byte order mark.)');
    expect(await readText(dir, { file_path: 'le.txt' })).toBe(
      '     1\tgrüße\n     2\tzwei\n\n(Encoding: UTF-16 LE with a byte order mark; line endings: CRLF (shown without the CR).)',
    );
    expect(await readText(dir, { file_path: 'be.txt' })).toBe('     1\thello\n     2\tworld\n\n(Encoding: UTF-16 BE.)');
  });

  it('shows bytes that are not UTF-8 as replacement characters and says so', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'latin1.txt'), Buffer.from('caf\xe9 cr\xe8me\n', 'latin1'));
    const text = await readText(dir, { file_path: 'latin1.txt' });
    expect(text).toBe('     1\tcaf� cr�me\n\n(The file is not valid UTF-8: undecodable bytes are shown as �.)');
  });

  it('reads through a symbolic link', async () => {
    const dir = tempDir();
    mkdirSync(join(dir, 'real'));
    writeFileSync(join(dir, 'real', 'target.txt'), 'via link\n');
    symlinkSync(join(dir, 'real', 'target.txt'), join(dir, 'link.txt'));
    expect(await readText(dir, { file_path: 'link.txt' })).toBe('     1\tvia link');
  });
});

describe('Read refuses what it cannot show, saying what to do', () => {
  it('answers a missing file with up to three near names from its folder', async () => {
    const dir = tempDir();
    for (const name of ['config.ts', 'config.js', 'confog.ts', 'conf.ts', 'unrelated.md']) writeFileSync(join(dir, name), 'x');
    const outcome = await runRead(dir, { file_path: 'config.tsx' });
    expect(outcome.status).toBe('error');
    const text = textOf(outcome);
    expect(text).toContain(`${join(dir, 'config.tsx')} does not exist. Did you mean `);
    const suggested = text.match(/Did you mean (.*)\?/)![1].split(', or ');
    expect(suggested).toHaveLength(3);
    expect(suggested).toContain(join(dir, 'config.ts'));
    expect(text).not.toContain('unrelated.md');
  });

  it('answers a path with nothing alike by suggesting Glob', async () => {
    const dir = tempDir();
    const outcome = await runRead(dir, { file_path: 'nowhere/at/all.txt' });
    expect(textOf(outcome)).toBe(`${join(dir, 'nowhere/at/all.txt')} does not exist. Check the path, or find the file with Glob.`);
  });

  it('refuses a directory and points to LS', async () => {
    const dir = tempDir();
    mkdirSync(join(dir, 'src'));
    const outcome = await runRead(dir, { file_path: 'src' });
    expect(outcome.status).toBe('error');
    expect(textOf(outcome)).toContain('is a directory, not a file. Use LS to list it.');
  });

  it('refuses binary files: a NUL byte, or mostly control bytes', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'app.bin'), Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x00, 0x00, 0x41]));
    writeFileSync(join(dir, 'noise.dat'), Buffer.from(Array.from({ length: 100 }, (_, i) => (i % 2 ? 0x01 : 0x41))));
    writeFileSync(join(dir, 'few.txt'), Buffer.from(`${'a'.repeat(80)}\x01\x02\n`));
    for (const name of ['app.bin', 'noise.dat']) {
      const outcome = await runRead(dir, { file_path: name });
      expect(outcome.status).toBe('error');
      expect(textOf(outcome)).toMatch(/is a binary file \(\d+ bytes\), not text.*`xxd \| head`/);
    }
    expect((await runRead(dir, { file_path: 'few.txt' })).status).toBe('success');
  });

  it('refuses a named pipe without blocking on it', async () => {
    const dir = tempDir();
    execFileSync('mkfifo', [join(dir, 'pipe')]);
    const outcome = await runRead(dir, { file_path: 'pipe' });
    expect(textOf(outcome)).toContain('is not a regular file');
  });

  it('says when the operating system denies reading', async () => {
    const denied = Object.assign(new Error('EACCES: permission denied'), { code: 'EACCES' });
    expect(openFailure('/etc/shadow', denied)).toMatch(/does not let Deft read \/etc\/shadow \(permission denied\)/);
    if (process.getuid?.() === 0) {
      console.log('skipped the real permission-denied read: tests run as root, whom the OS lets read any file');
      return;
    }
    const dir = tempDir();
    writeFileSync(join(dir, 'secret.txt'), 'x', { mode: 0o000 });
    expect(textOf(await runRead(dir, { file_path: 'secret.txt' }))).toContain('permission denied');
  });
});

describe('Read and the file-state tracker', () => {
  it('records mtime, size and hash of what it read, so Edit can check it later', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'a.txt'), lines(10));
    const fileState = createFileStateTracker();
    const outcome = await runRead(dir, { file_path: 'a.txt', limit: 2 }, { fileState });
    expect(outcome.status).toBe('success');
    const record = fileState.lastRead('session-1', join(dir, 'a.txt'));
    expect(record).toMatchObject({ size: lines(10).length, hash: hashContent(lines(10)) });
    expect(fileState.checkUnchanged('session-1', join(dir, 'a.txt'))).toEqual({ ok: true });
  });

  it('records nothing for a refused binary file', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'a.bin'), Buffer.from([0, 1, 2]));
    const fileState = createFileStateTracker();
    await runRead(dir, { file_path: 'a.bin' }, { fileState });
    expect(fileState.lastRead('session-1', join(dir, 'a.bin'))).toBeUndefined();
  });

  it('asks permission for the absolute path it reads', () => {
    const target = createReadTool({ fileState: createFileStateTracker() }).permission!({ file_path: 'src/a.ts' }, { cwd: '/project' } as never);
    expect(target).toEqual({ paths: [{ path: '/project/src/a.ts', access: 'read' }] });
  });
});

describe('Read on images, PDFs and notebooks', () => {
  it('returns an image block with a description', async () => {
    const dir = tempDir();
    const png = makePng(3, 2);
    writeFileSync(join(dir, 'dot.png'), png);
    const fileState = createFileStateTracker();
    const outcome = await runRead(dir, { file_path: 'dot.png' }, { fileState });
    expect(outcome.status).toBe('success');
    expect(outcome.content).toEqual([
      { type: 'text', text: `Image dot.png: PNG, 3×2 pixels, ${png.length} bytes.` },
      { type: 'image', mediaType: 'image/png', data: png.toString('base64') },
    ]);
    expect(fileState.lastRead('session-1', join(dir, 'dot.png'))?.hash).toBe(hashContent(png));
  });

  it('describes the image in words when the model cannot see images', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'dot.png'), makePng(3, 2));
    const outcome = await runRead(dir, { file_path: 'dot.png' }, { modelCapabilities: ['pdf'] });
    expect(outcome.content).toEqual([
      { type: 'text', text: expect.stringMatching(/^Image dot\.png: PNG, 3×2 pixels, .*cannot view images/) },
    ]);
  });

  it('scales a large image down for the model, keeping its proportions', async () => {
    const dir = tempDir();
    const { default: sharp } = await import('sharp');
    const noise = Buffer.alloc(4000 * 1000 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    const big = await sharp(noise, { raw: { width: 4000, height: 1000, channels: 3 } }).png().toBuffer();
    writeFileSync(join(dir, 'wide.png'), big);
    const outcome = await runRead(dir, { file_path: 'wide.png' });
    expect(outcome.status).toBe('success');
    expect(textOf(outcome)).toMatch(/PNG, 4000×1000 pixels.*Scaled down to 1568×392/);
    const image = outcome.content.find((part) => part.type === 'image');
    expect(image && image.type === 'image' && Buffer.from(image.data, 'base64').length).toBeLessThanOrEqual(MAX_IMAGE_BYTES);
    expect((await sharp(Buffer.from((image as { data: string }).data, 'base64')).metadata()).width).toBe(1568);
  });

  it('refuses an image file too large to even load, saying how to shrink it', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'huge.png'), makePng(1, 1));
    truncateSync(join(dir, 'huge.png'), 65 * 1024 * 1024);
    const outcome = await runRead(dir, { file_path: 'huge.png' });
    expect(outcome.status).toBe('error');
    expect(textOf(outcome)).toMatch(/an image of 65\.0 MB, too large to scale down.*resize/);
  });

  it('refuses a file named like an image that is not one', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'fake.png'), 'just text');
    expect(textOf(await runRead(dir, { file_path: 'fake.png' }))).toContain('is not a PNG, JPEG, GIF or WebP image');
  });

  it('reads a PDF as text, ten pages by default, then the pages asked for', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'doc.pdf'), makePdf(Array.from({ length: 12 }, (_, i) => `Text of page ${i + 1}`)));
    const first = await readText(dir, { file_path: 'doc.pdf' });
    expect(first).toContain('12 pages; pages 1–10:');
    expect(first).toContain('--- Page 10 ---\nText of page 10');
    expect(first).not.toContain('Text of page 11');
    expect(first).toContain('(2 more pages; read them with pages="11-12", at most 20 at a time.)');
    const rest = await readText(dir, { file_path: 'doc.pdf', pages: '11-12' });
    expect(rest).toContain('--- Page 11 ---\nText of page 11');
    expect(rest).toContain('--- Page 12 ---\nText of page 12');
    expect(rest).not.toContain('Text of page 10');
  });

  it('refuses page ranges that are malformed, past the end, or too long', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'doc.pdf'), makePdf(Array.from({ length: 30 }, (_, i) => `p${i + 1}`)));
    const error = async (pages: string) => textOf(await runRead(dir, { file_path: 'doc.pdf', pages }));
    expect(await error('one')).toContain('pages must look like "3", "1-5" or "4-"');
    expect(await error('5-3')).toContain('is not a range of pages');
    expect(await error('31')).toContain('The document has 30 pages');
    expect(await error('1-25')).toContain('Read at most 20 pages at a time (asked for 25)');
    expect(await readText(dir, { file_path: 'doc.pdf', pages: '25-' })).toContain('pages 25–30:');
  });

  it('says when a PDF cannot be opened', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'broken.pdf'), '%PDF-1.4\nthis is not really a pdf');
    const outcome = await runRead(dir, { file_path: 'broken.pdf' });
    expect(outcome.status).toBe('error');
    expect(textOf(outcome)).toContain('The PDF could not be opened');
  });

  it('reads a notebook as cells with their outputs, naming images', async () => {
    const dir = tempDir();
    const notebook = {
      metadata: { language_info: { name: 'python' } },
      cells: [
        { cell_type: 'markdown', id: 'intro', source: ['# Title\n', 'Some words'] },
        {
          cell_type: 'code',
          id: 'calc',
          source: 'print(1 + 1)\n1 / 0',
          outputs: [
            { output_type: 'stream', name: 'stdout', text: ['2\n'] },
            { output_type: 'error', ename: 'ZeroDivisionError', evalue: 'division by zero', traceback: ['\u001b[0;31mZeroDivisionError\u001b[0m: division by zero'] },
          ],
        },
        {
          cell_type: 'code',
          source: 'plot()',
          outputs: [{ output_type: 'display_data', data: { 'text/plain': '<Figure>', 'image/png': 'iVBOR' } }],
        },
      ],
    };
    writeFileSync(join(dir, 'analysis.ipynb'), JSON.stringify(notebook));
    const text = await readText(dir, { file_path: 'analysis.ipynb' });
    expect(text).toBe(
      [
        'Jupyter notebook: 3 cells, python',
        '<cell 1 id="intro" type="markdown">\n# Title\nSome words\n</cell>',
        '<cell 2 id="calc" type="code">\nprint(1 + 1)\n1 / 0\n</cell>\n<outputs>\n2\nZeroDivisionError: division by zero\nZeroDivisionError: division by zero\n</outputs>',
        '<cell 3 type="code">\nplot()\n</cell>\n<outputs>\n<Figure>\n[image/png output, not shown]\n</outputs>',
      ].join('\n\n'),
    );
  });

  it('refuses an .ipynb file that is not a notebook', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'bad.ipynb'), '{"cells": 3}');
    writeFileSync(join(dir, 'worse.ipynb'), '{not json');
    expect(textOf(await runRead(dir, { file_path: 'bad.ipynb' }))).toContain('is not a Jupyter notebook');
    expect(textOf(await runRead(dir, { file_path: 'worse.ipynb' }))).toContain('The notebook is not valid JSON');
  });
});
