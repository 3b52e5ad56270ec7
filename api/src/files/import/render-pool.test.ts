import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const apiDir = path.resolve(import.meta.dirname, '../../..');
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'rt-render-pool-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('render threads', () => {
  // A child process started as `npm run demo` starts the API: tsx and the OpenTelemetry instrument
  // (a TypeScript file) preloaded with --import, which the threads must not try to load themselves.
  it('renders pages in a process started with TypeScript preloads', async () => {
    const pdf = await PDFDocument.create();
    pdf.addPage([200, 300]).drawText('page one');
    await writeFile(path.join(dir, 'one.pdf'), await pdf.save());
    const script = path.join(dir, 'render.mjs');
    await writeFile(
      script,
      `import { readFile } from 'node:fs/promises';
      import { createRenderPool } from ${JSON.stringify(pathToFileURL(path.join(import.meta.dirname, 'render-pool.ts')).href)};
      const pool = createRenderPool(1);
      const rendered = [];
      await pool.render(await readFile(${JSON.stringify(path.join(dir, 'one.pdf'))}), 1, async (index, page) => {
        rendered.push([index, page.image.length > 0]);
      });
      await pool.close();
      console.log(JSON.stringify(rendered));`,
    );
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '--import', './src/instrument.ts', script],
      { cwd: apiDir, env: { ...process.env, OTEL_EXPORTER_OTLP_ENDPOINT: '' } },
    );
    expect(JSON.parse(stdout)).toEqual([[0, true]]);
  });
});
