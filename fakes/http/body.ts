import type { ErrorCode } from '../../src/core/shared/domain-error';

/** A JSON body as the wire delivers it: anything at all, until each field is checked. */
export type UntypedBody = unknown;

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads the fields of an untyped body, noting every field that is missing or of the wrong type,
 * so that a bad body is a 422 with field errors and never a crash (500).
 */
export class BodyReader {
  readonly problems: Record<string, ErrorCode> = {};
  private readonly record: Readonly<Record<string, unknown>>;

  constructor(body: UntypedBody) {
    this.record = isRecord(body) ? body : {};
  }

  has(name: string): boolean {
    return this.record[name] !== undefined;
  }

  /** A string field; missing or not a string is `field_required` (and '' is returned). */
  string(name: string): string {
    const value = this.record[name];
    if (typeof value === 'string') return value;
    this.problems[name] = 'field_required';
    return '';
  }

  /** A string field that may be absent (undefined), but not of another type. */
  optionalString(name: string): string | undefined {
    return this.has(name) ? this.string(name) : undefined;
  }

  /** A boolean field that may be absent (false), but not of another type. */
  optionalBoolean(name: string): boolean | undefined {
    const value = this.record[name];
    if (value === undefined || typeof value === 'boolean') return value;
    this.problems[name] = 'field_required';
    return undefined;
  }

  /** A nested object; anything else reads as an empty one (whose fields are then missing). */
  object(name: string): BodyReader {
    return new BodyReader(this.record[name]);
  }

  get valid(): boolean {
    return Object.keys(this.problems).length === 0;
  }
}
