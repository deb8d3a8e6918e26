/** The `error` codes that sign-in through the identity provider sends back to /auth/signin, in words. */
const OIDC_ERRORS: Readonly<Record<string, string>> = {
  sign_in_refused: "The identity provider's answer could not be verified. Please try again.",
  no_sign_in_in_progress:
    'No sign-in was in progress: it took too long or was started in another tab. Please start again.',
  account_disabled: 'Your account is disabled. Ask your administrator to enable it again.',
  // Also when the provider does not confirm that the address is the person's: it then links no account by it.
  email_in_use:
    'An account here already has your e-mail address, and it could not be linked to your sign-in: your ' +
    'organisation’s sign-in did not confirm that the address is yours, or the account belongs to another ' +
    'sign-in. Ask your administrator to sort it out.',
  // The server probes the provider before sending the browser there.
  provider_unreachable: 'Your organisation’s sign-in is unreachable at the moment. Please try again in a few minutes.',
  access_denied: 'Sign-in was cancelled or refused at your organisation’s identity provider.',
  provider_error: 'Your organisation’s identity provider reported a problem. Please try again later.',
};

/** The sentence for an `error` code of /auth/signin (the provider's own codes included). */
export const oidcErrorMessage = (code: string) =>
  OIDC_ERRORS[code] ?? `Sign-in did not complete (the identity provider answered “${code.slice(0, 60)}”).`;
