import { describe, expect, it } from 'vitest';
import { createRedactor } from '../../../../main/core/common/redact.ts';

const key = 'anthropic-key-1234567890';

describe('the redactor', () => {
  it('removes the known values, key-shaped tokens and auth headers', () => {
    const text = [
      `key ${key} used`,
      'token sk-proj-abcdefghijklmnopqrstuvwxyz0123',
      'Authorization: Bearer abc.def.ghijklmnop',
      '"x-api-key": "k-1234567890abcdef"',
      'authorization=Basic dXNlcjpwYXNzMTIz',
      'tavily tvly-dev-0123456789abcdefABCDEF, jina jina_0123456789abcdefABCDEFabcd',
      'google AIzaSyA-0123456789abcdefghijklmnopqrstu',
      'github ghp_0123456789abcdefghijklmnopqrstuvwxyz',
      'aws AKIAIOSFODNN7EXAMPLE',
      '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA\n-----END OPENSSH PRIVATE KEY-----',
    ].join('\n');
    const redacted = createRedactor([key]).text(text);
    for (const secret of [key, 'sk-proj-abcdefghij', 'abc.def.ghijklmnop', 'k-1234567890abcdef', 'dXNlcjpwYXNz', 'tvly-', 'jina_', 'AIza', 'ghp_', 'AKIA', 'b3BlbnNzaC1']) {
      expect(redacted).not.toContain(secret);
    }
    expect(redacted).toContain('Authorization: [redacted]');
    expect(redacted).toContain('key [redacted] used');
  });

  it('leaves ordinary text alone, and values too short to be keys', () => {
    const text = 'Reading /usr/bin/git; the task-list has 3 items; ask-mode on; x';
    expect(createRedactor([key, 'x', undefined]).text(text)).toBe(text);
  });

  it('leaves code and prose that only mention credentials alone', () => {
    const code = [
      "headers: { Authorization: authHeader, 'x-api-key': apiKey },",
      "const header = 'Bearer ' + token; fetch(url, { headers: { Authorization: `Bearer ${token}` } });",
      'The API uses Bearer authentication; Basic authentication is refused.',
      'import sklearn; risk-assessment-framework; sk-learn-estimator-pipeline',
    ].join('\n');
    expect(createRedactor([key]).text(code)).toBe(code);
  });

  it('removes a known value printed as base64 (at any alignment, wrapped or not), hex in either case, reversed, or cut into lines', () => {
    const redactor = createRedactor([key]);
    const file = Buffer.from(`export KEY=${key}\n`);
    const printed = [
      ...['', 'a', 'ab'].map((before) => Buffer.from(before + file.toString()).toString('base64')),
      Buffer.from(`x${key}`).toString('base64url'),
      file.toString('base64').replace(/.{20}/g, '$&\n'),
      file.toString('hex').replace(/.{60}/g, '$&\r\n'),
      file.toString('hex').toUpperCase(),
      [...key].reverse().join(''),
      key.replace(/.{7}/g, '$&\n'),
    ];
    for (const text of printed) expect(redactor.text(`out: ${text} end`), text).toContain('[redacted]');
    const encoded = (text: string) => redactor.text(text).replace(/\s+/g, '');
    expect(encoded(printed[5])).not.toContain(Buffer.from(key.slice(1, 13)).toString('base64'));
    expect(encoded(printed[6])).not.toContain(Buffer.from(key.slice(0, 12)).toString('hex'));
  });

  it("catches a known value's base64 cut between the pieces of a stream", () => {
    const stream = createRedactor([key]).stream();
    const encoded = Buffer.from(`export KEY=${key}`).toString('base64');
    const out = [stream.push(`out ${encoded.slice(0, 17)}`), stream.push(`${encoded.slice(17)} end\n`), stream.flush()].join('');
    expect(out).toContain('[redacted]');
    expect(out).not.toContain(Buffer.from(key.slice(1, 13)).toString('base64'));
  });

  it('replaces a key that contains another known key whole', () => {
    expect(createRedactor(['abcdefgh', 'abcdefgh-longer-key']).text('x abcdefgh-longer-key y')).toBe('x [redacted] y');
  });

  it('walks arrays and objects, reads buffers as text, and keeps errors errors', () => {
    const redactor = createRedactor([key]);
    const error = new TypeError(`bad key ${key}`);
    const copy = redactor.value({ list: [key, 3, null], nested: { data: Buffer.from(`out ${key}`) }, error });
    expect(copy.list).toEqual(['[redacted]', 3, null]);
    expect(copy.nested.data).toBe('out [redacted]');
    expect(copy.error).toBeInstanceOf(Error);
    expect(copy.error.name).toBe('TypeError');
    expect(copy.error.message).toBe('bad key [redacted]');
    expect(copy.error.stack).not.toContain(key);
  });

  it('catches a known key or a key shape cut between the pieces of a stream, and loses nothing else', () => {
    const stream = createRedactor(['plain:key@value!']).stream();
    const pieces = ['out sk-ant-api03-abc', 'def0123456789XYZ done; plain:k', 'ey@value! and ', 'the rest'];
    const out = pieces.map((piece) => stream.push(piece)).join('') + stream.flush();
    expect(out).toBe('out [redacted] done; [redacted] and the rest');
  });

  it('catches pieces of 12 or more characters of a known key printed with text between them, and no shorter piece', () => {
    const tavily = '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';
    const redactor = createRedactor([tavily]);
    const printed = `export TAVILY_API_KEY=${tavily.slice(0, 18)}\n---\n${tavily.slice(18)}\n`;
    const out = redactor.text(printed);
    expect(out).toBe('export TAVILY_API_KEY=[redacted]\n---\n[redacted]\n');
    const stream = redactor.stream();
    const streamed = [...Buffer.from(printed)].map((byte) => stream.pushBytes(Buffer.from([byte])).toString()).join('') + stream.flush();
    expect(streamed).toBe(out);
    // Pieces shorter than 12 characters are not caught: what is promised stops there.
    const short = tavily.match(/.{1,11}/g)!.join(' ');
    expect(redactor.text(short)).toBe(short);
  });

  it('leaves alone the text a value shares when it is a path or prose (no digit in the piece)', () => {
    const text = 'reading /home/someone/.config/tool/settings.json';
    expect(createRedactor(['/home/someone/.config/tool/key.json']).text(text)).toBe(text);
  });

  it('lets a long run of key characters go rather than holding all of it', () => {
    const stream = createRedactor([]).stream();
    const blob = 'QUJD'.repeat(10_000);
    let written = '';
    for (const piece of blob.match(/.{4}/g)!) written += stream.push(piece);
    expect(written.length).toBeGreaterThan(blob.length - 600);
    expect(written + stream.flush()).toBe(blob);
  });

  it('never cuts a known value whose end is a run of key characters, in text or in bytes', () => {
    const secret = 'pass:word-12345';
    const text = `a ${secret} b ключ`;
    for (const size of [1, 2, 3, 5, 7]) {
      const stream = createRedactor([secret]).stream();
      let written = '';
      for (let i = 0; i < text.length; i += size) written += stream.push(text.slice(i, i + size));
      expect(written + stream.flush(), `pieces of ${size}`).toBe('a [redacted] b ключ');
      const bytes = Buffer.from(text);
      const byteStream = createRedactor([secret]).stream();
      let fromBytes = '';
      for (let i = 0; i < bytes.length; i += size) fromBytes += byteStream.pushBytes(bytes.subarray(i, i + size)).toString();
      expect(fromBytes + byteStream.flush(), `byte pieces of ${size}`).toBe('a [redacted] b ключ');
    }
  });

  it('hands on bytes that can hold no key as they came, never cutting a character, and turns the rest into redacted text', () => {
    const stream = createRedactor(['секрет-ключ-1']).stream();
    const clean = Buffer.from('0123456789 abc é\n'.repeat(100));
    const out = stream.pushBytes(Buffer.concat([clean, Buffer.from('é').subarray(0, 1)]));
    expect(Buffer.isBuffer(out)).toBe(true);
    expect(Buffer.compare(out as Buffer, clean)).toBe(0);
    expect(stream.pushBytes(Buffer.from('é secret: секрет-ключ-1 end\n').subarray(1))).toBe('é secret: [redacted] end\n');
    expect(stream.pushBytes(Buffer.from('key sk-ant-api03-abcdef0123456789XYZ\n'))).toBe('key [redacted]\n');
    expect(stream.flush()).toBe('');
  });

  it('looks at bytes for every key marker wherever it sits, also among bytes no marker is made of', () => {
    for (const marker of ['sk-', 'hf_', 'xox', 'AIza', 'PRIVATE KEY', 'Bearer', 'api', 'ApI', 'THOR', 'github_pat_']) {
      for (let before = 0; before < 8; before++) {
        for (let after = 0; after < 4; after++) {
          // Ends in a line break: a stream holds back a trailing run of key characters.
          const bytes = Buffer.from(`${'7\n'.repeat(before).slice(0, before)}${marker}${'\r\n9'.slice(0, after)}\n`);
          expect(typeof createRedactor([]).stream().pushBytes(bytes), JSON.stringify(bytes.toString())).toBe('string');
        }
      }
    }
    const numbers = Buffer.from(Array.from({ length: 5000 }, (_, n) => `${n}\r\n`).join(''));
    expect(Buffer.isBuffer(createRedactor([]).stream().pushBytes(numbers))).toBe(true);
    expect(Buffer.isBuffer(createRedactor([]).stream().pushBytes(Buffer.from(`${'a'.repeat(100_000)}\n`)))).toBe(true);
    // Texts of the markers' letters, made up at random (the same each run): bytes count as holding a marker exactly when one is spelled in them.
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const letters = 'apiAPIthorTHOR-_skxAIzaBearTokenPRIVATE KEY\n1';
    const spelled = (text: string) => ['sk-', 'tvly-', 'jina_', 'AIza', 'gh', 'github_pat_', 'glpat-', 'xox', 'AKIA', 'ASIA', 'npm_', 'hf_', 'PRIVATE KEY', 'Bearer', 'Basic', 'Token'].some((marker) => marker === 'gh' ? /gh[pousr]_/.test(text) : text.includes(marker)) || /api|thor/i.test(text);
    for (let n = 0; n < 5000; n++) {
      const text = `${Array.from({ length: Math.floor(random() * 24) }, () => letters[Math.floor(random() * letters.length)]).join('')}\n`;
      expect(typeof createRedactor([]).stream().pushBytes(Buffer.from(text)) === 'string', JSON.stringify(text)).toBe(spelled(text));
    }
  });

  it('keeps the order of a stream that takes text after bytes, a key cut between them caught whole', () => {
    const stream = createRedactor([]).stream();
    const out = [stream.pushBytes(Buffer.from('lines 1 2 3 then 185')), stream.push('86\n[a note]\n'), stream.pushBytes(Buffer.from('key sk-ant-api03-abcd')), stream.push('ef0123456789XYZ end\n')];
    expect(out.map(String).join('') + stream.flush()).toBe('lines 1 2 3 then 18586\n[a note]\nkey [redacted] end\n');
  });
});
