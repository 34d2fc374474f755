// Decrypts an encrypted key file in the Web3 Secret Storage format (version 3), as written by
// `cast wallet new`, `cast wallet import` and geth: scrypt or PBKDF2, AES-128-CTR, a keccak MAC.
import { createDecipheriv, pbkdf2Sync, scryptSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { keccak256, type Hex } from 'viem';
import { z } from 'zod';

const hex = z.string().regex(/^(0x)?[0-9a-fA-F]*$/, 'hexadecimal');

const KeystoreSchema = z.object({
  version: z.literal(3),
  crypto: z.object({
    cipher: z.literal('aes-128-ctr'),
    cipherparams: z.object({ iv: hex }),
    ciphertext: hex,
    kdf: z.enum(['scrypt', 'pbkdf2']),
    kdfparams: z.object({
      dklen: z.number().int().min(32),
      salt: hex,
      n: z.number().int().positive().optional(),
      r: z.number().int().positive().optional(),
      p: z.number().int().positive().optional(),
      c: z.number().int().positive().optional(),
      prf: z.literal('hmac-sha256').optional(),
    }),
    mac: hex,
  }),
});

const bytes = (value: string) => Buffer.from(value.replace(/^0x/, ''), 'hex');

/** The private key in `file`, or an error saying what is wrong: not a key file, or a wrong password. */
export function decryptKeystore(file: string, password: string): Hex {
  let parsed: z.infer<typeof KeystoreSchema>;
  try {
    parsed = KeystoreSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  } catch (error) {
    const reason = error instanceof z.ZodError ? 'not a version 3 Web3 Secret Storage key file' : (error as Error).message;
    throw new Error(`Cannot read the keystore ${file}: ${reason}`);
  }
  const { crypto } = parsed;
  const params = crypto.kdfparams;
  const salt = bytes(params.salt);
  const derivedKey =
    crypto.kdf === 'scrypt'
      ? scryptSync(password.normalize('NFKC'), salt, params.dklen, {
          N: params.n ?? 0,
          r: params.r ?? 0,
          p: params.p ?? 0,
          maxmem: 256 * (params.n ?? 0) * (params.r ?? 0) + 1024 * 1024,
        })
      : pbkdf2Sync(password.normalize('NFKC'), salt, params.c ?? 0, params.dklen, 'sha256');
  const ciphertext = bytes(crypto.ciphertext);
  const mac = keccak256(Buffer.concat([derivedKey.subarray(16, 32), ciphertext]));
  if (mac.slice(2) !== crypto.mac.replace(/^0x/, '').toLowerCase()) {
    throw new Error(`Wrong password for the keystore ${file}`);
  }
  const decipher = createDecipheriv('aes-128-ctr', derivedKey.subarray(0, 16), bytes(crypto.cipherparams.iv));
  const privateKey = Buffer.concat([decipher.update(ciphertext), decipher.final()]);
  return `0x${privateKey.toString('hex')}`;
}
