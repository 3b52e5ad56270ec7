import { hkdfSync } from 'node:crypto';

/**
 * A key of its own for each use of SESSION_SECRET (HKDF-SHA256), so one secret configures them all
 * and no use can stand in for another.
 */
export function deriveKey(secret: string, purpose: string, length = 32): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'research-tool', purpose, length));
}
