/** Puts a database name into a connection string that has none (`mongodb://host/` → `mongodb://host/name`). */
export function withDatabaseName(uri: string, name: string): string {
  const url = new URL(uri);
  if (url.pathname && url.pathname !== '/') return uri;
  url.pathname = `/${name}`;
  return url.toString();
}
