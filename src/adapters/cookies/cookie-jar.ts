/** The slice of `document` the cookie adapters need, so tests can give them a jar. */
export interface CookieJar {
  cookie: string;
}

/** The cookies the jar holds, by name, values decoded (a value that cannot be decoded, or empty, is left out). */
export function readCookies(jar: CookieJar): Map<string, string> {
  const entries = jar.cookie
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part): [string, string] => {
      const eq = part.indexOf('=');
      return eq < 0 ? [part, ''] : [part.slice(0, eq), safeDecode(part.slice(eq + 1))];
    });
  return new Map(entries.filter(([, value]) => value !== ''));
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return '';
  }
}
