import { createHash, randomBytes } from 'node:crypto';

/** A random secret of 256 bits, URL-safe. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** How a high-entropy secret (session token, API key) is stored: its SHA-256, hex. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
