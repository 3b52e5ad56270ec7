import { vi } from 'vitest';

/** What a command line prints, kept instead of shown: `log` and `error` as text, one line per call. */
export function captureConsole() {
  const out = { log: '', error: '', restore: () => {} };
  const log = vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => {
    out.log += `${args.join(' ')}\n`;
  });
  const error = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    out.error += `${args.join(' ')}\n`;
  });
  out.restore = () => {
    log.mockRestore();
    error.mockRestore();
  };
  return out;
}
