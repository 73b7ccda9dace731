// Draws Deft's mark (a rounded square with a forward chevron and a cursor bar) into build/icon.png
// (512×512, the packaging icon) and build/tray.png (32×32). Run: node scripts/make-icons.mjs
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const root = join(import.meta.dirname, '..');
const mark = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
  <rect x="16" y="16" width="480" height="480" rx="104" fill="#1f3a5f"/>
  <path d="M150 150 L270 256 L150 362" fill="none" stroke="#f5f7fa" stroke-width="52" stroke-linecap="round" stroke-linejoin="round"/>
  <rect x="292" y="330" width="96" height="40" rx="20" fill="#5fb3f5"/>
</svg>`;

mkdirSync(join(root, 'build'), { recursive: true });
await sharp(Buffer.from(mark)).resize(512, 512).png().toFile(join(root, 'build/icon.png'));
await sharp(Buffer.from(mark)).resize(32, 32).png().toFile(join(root, 'build/tray.png'));
