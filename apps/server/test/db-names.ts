export function withDatabaseName(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** A connection for CREATE/DROP DATABASE: the server's maintenance database. */
export const adminUrl = (url: string) => withDatabaseName(url, 'postgres');
