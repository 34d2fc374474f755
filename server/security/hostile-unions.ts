/**
 * Unions whose every text field is hostile markup. No endpoint creates or renames a union, so the server test
 * writes these straight into the database and reads them back through the API, and the union screens' test
 * renders exactly these strings in the API's shapes.
 */
import { XSS_PAYLOADS } from './hostile-input';

export interface HostileUnion {
  name: string;
  description: string;
  ownerNickname: string;
}

const payloadAt = (index: number) => XSS_PAYLOADS[index % XSS_PAYLOADS.length]!;

/** One union per payload, named by it; the next two payloads are its description and its owner's nickname. */
export const HOSTILE_UNIONS: readonly HostileUnion[] = XSS_PAYLOADS.map((name, index) => ({
  name,
  description: payloadAt(index + 1),
  ownerNickname: payloadAt(index + 2),
}));

/** The members of the first union beside its owner: one per payload, nicknamed by it. */
export const HOSTILE_MEMBER_NICKNAMES: readonly string[] = XSS_PAYLOADS;
