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
  copyrightYear: 2022,
} as const;
