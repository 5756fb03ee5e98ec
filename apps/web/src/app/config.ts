/**
 * Build settings of the web client (pigx-ui's website settings): the OAuth client it signs in as and how it
 * obfuscates passwords. They must match the server's `sys_oauth_client` row for the same client.
 */
export const SITE = {
  /** Prefix of every browser-storage key. */
  key: 'as',
  clientId: 'pig',
  clientSecret: 'pig',
  passwordEnc: true,
  aesKey: 'pigxpigxpigxpigx',
  defaultTenantId: 1,
  /** The login page's copyright year (spec: a setting): VITE_COPYRIGHT_YEAR when built with one, else the current year. */
  copyrightYear: Number(import.meta.env.VITE_COPYRIGHT_YEAR) || new Date().getFullYear(),
  /** The call-centre softphone in the panel (shell/call-centre.ts): the local one unless a provider's is built in. */
  callCentreUrl: (import.meta.env.VITE_CALL_CENTRE_URL as string | undefined) ?? '/callcenter/softphone',
} as const;
