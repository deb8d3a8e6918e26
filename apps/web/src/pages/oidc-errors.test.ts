import { describe, expect, it } from 'vitest';
import { oidcErrorMessage } from './oidc-errors.ts';

// The server's sign-in routes, as text: every code they send to the sign-in page is read from there.
const [serverOidc = ''] = Object.values(
  import.meta.glob<string>('../../../server/src/auth/oidc.ts', { query: '?raw', import: 'default', eager: true }),
);
const serverCodes = [...serverOidc.matchAll(/fail\(reply, ([^;]+)\);/g)].flatMap((call) =>
  [...call[1]!.matchAll(/'(\w+)'/g)].map((code) => code[1]!),
);

describe('the sign-in page’s words for the identity provider’s errors', () => {
  it('reads the codes from the server', () => {
    expect(serverCodes).toContain('provider_unreachable');
    expect(serverCodes).toContain('email_in_use');
  });

  it.each(serverCodes)('has a sentence of its own for %s', (code) => {
    expect(oidcErrorMessage(code)).not.toBe(oidcErrorMessage('some_code_nobody_sends'));
  });

  it('says that the organisation’s sign-in is unreachable', () => {
    expect(oidcErrorMessage('provider_unreachable')).toMatch(/organisation’s sign-in is unreachable/);
  });
});
