/** A field of `/config.json` that is not what the app needs, named so its operator can mend it. */
export class ConfigProblem extends Error {
  constructor(field: string, expected: string) {
    super(`config.json: ${field} must be ${expected}`);
  }
}

export function record(value: unknown, field: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new ConfigProblem(field, 'an object');
  return value as Record<string, unknown>;
}

export function text(value: unknown, field: string): string {
  if (typeof value !== 'string') throw new ConfigProblem(field, 'a string');
  return value;
}

export function origin(value: unknown, field: string): string {
  const raw = text(value, field);
  if (raw !== '' && !/^https?:\/\/[^/?#\s]+$/i.test(raw)) throw new ConfigProblem(field, 'empty or an http(s) origin without a path');
  return raw;
}
