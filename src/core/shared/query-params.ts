/**
 * The parameters of an address's query (`?id=b2&zoom=16`), read and written as the URL Standard's
 * `URLSearchParams` does (application/x-www-form-urlencoded: `+` is a space, UTF-8 percent-encoding,
 * a malformed sequence read as U+FFFD). Core is plain ECMAScript and compiles without the DOM or
 * Node's globals (tsconfig.core.json), so the rules about shared addresses (the locator's `?id=&zoom=`,
 * the history's filters) read their parameters with this, not with the host's class.
 * tests/core/shared/query-params.test.ts checks that both give the same answers.
 */
export class QueryParams {
  private readonly pairs: [string, string][];

  constructor(search = '') {
    const query = search.startsWith('?') ? search.slice(1) : search;
    this.pairs = query
      .split('&')
      .filter((part) => part !== '')
      .map((part) => {
        const at = part.indexOf('=');
        return at === -1 ? [decode(part), ''] : [decode(part.slice(0, at)), decode(part.slice(at + 1))];
      });
  }

  get(name: string): string | null {
    return this.pairs.find(([key]) => key === name)?.[1] ?? null;
  }

  /** Sets the first parameter of that name and removes the others; appends it when there is none. */
  set(name: string, value: string): void {
    const first = this.pairs.findIndex(([key]) => key === name);
    if (first === -1) {
      this.pairs.push([name, value]);
      return;
    }
    this.pairs[first] = [name, value];
    for (let i = this.pairs.length - 1; i > first; i--) if (this.pairs[i]?.[0] === name) this.pairs.splice(i, 1);
  }

  delete(name: string): void {
    for (let i = this.pairs.length - 1; i >= 0; i--) if (this.pairs[i]?.[0] === name) this.pairs.splice(i, 1);
  }

  toString(): string {
    return this.pairs.map(([key, value]) => `${encode(key)}=${encode(value)}`).join('&');
  }
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The form-urlencoded serializer: only `*-._`, digits and ASCII letters stay as they are; a space is `+`. */
const encode = (text: string): string =>
  encodeURIComponent(text.replace(LONE_SURROGATE, '\uFFFD'))
    .replace(/%20/g, '+')
    .replace(/[!'()~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** `+` is a space; each run of percent-encoded bytes is UTF-8, read leniently; a `%` without two hex digits stays. */
const decode = (text: string): string =>
  text.replace(/\+/g, ' ').replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return utf8Leniently(run.match(/%../g)?.map((byte) => Number.parseInt(byte.slice(1), 16)) ?? []);
    }
  });

/** The bytes that may follow a lead byte: how many, and the range of the first (no overlong form, surrogate or code past U+10FFFF). */
function continuationOf(lead: number): { readonly count: number; readonly first: readonly [number, number] } | null {
  if (lead >= 0xc2 && lead <= 0xdf) return { count: 1, first: [0x80, 0xbf] };
  if (lead >= 0xe0 && lead <= 0xef) return { count: 2, first: lead === 0xe0 ? [0xa0, 0xbf] : lead === 0xed ? [0x80, 0x9f] : [0x80, 0xbf] };
  if (lead >= 0xf0 && lead <= 0xf4) return { count: 3, first: lead === 0xf0 ? [0x90, 0xbf] : lead === 0xf4 ? [0x80, 0x8f] : [0x80, 0xbf] };
  return null;
}

/** UTF-8 bytes to text, each ill-formed part one U+FFFD (the Encoding Standard's decoder with replacement). */
function utf8Leniently(bytes: readonly number[]): string {
  let text = '';
  let i = 0;
  while (i < bytes.length) {
    const lead = bytes[i] ?? 0;
    if (lead < 0x80) {
      text += String.fromCharCode(lead);
      i += 1;
      continue;
    }
    const next = continuationOf(lead);
    if (!next) {
      text += '\uFFFD';
      i += 1;
      continue;
    }
    let code = lead & [0, 0x1f, 0x0f, 0x07][next.count]!;
    let read = 1;
    for (; read <= next.count; read++) {
      const byte = bytes[i + read];
      const [low, high] = read === 1 ? next.first : [0x80, 0xbf];
      if (byte === undefined || byte < low || byte > high) break;
      code = (code << 6) | (byte & 0x3f);
    }
    const whole = read > next.count;
    text += whole ? String.fromCodePoint(code) : '\uFFFD';
    i += read;
  }
  return text;
}
