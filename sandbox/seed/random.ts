import { DAY } from '../../src/contract/constants';

/**
 * Deterministic randomness for the seed, the fixture builders and tests: a fixed-seed PRNG (never
 * Math.random) and the fake values drawn from it (ids, addresses, keys).
 */

/** mulberry32: a small, fast, seedable PRNG. Same seed, same sequence. */
export class Rng {
  private state: number;

  constructor(seed = 0x5eed) {
    this.state = seed >>> 0;
  }

  /** a uint32 */
  u32(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  }

  /** [0, 1) */
  next(): number {
    return this.u32() / 4294967296;
  }

  /** an integer in [min, max] */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  /** a value by weight: weighted([['a', 3], ['b', 1]]) */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, w]) => sum + w, 0);
    let roll = this.next() * total;
    for (const [value, weight] of entries) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return entries[entries.length - 1][0];
  }

  /** `count` random bytes */
  bytes(count: number): Buffer {
    const buffer = Buffer.allocUnsafe(Math.ceil(count / 4) * 4);
    for (let i = 0; i < buffer.length; i += 4) buffer.writeUInt32LE(this.u32(), i);
    return buffer.subarray(0, count);
  }

  hex(length: number): string {
    return this.bytes(Math.ceil(length / 2)).toString('hex').slice(0, length);
  }

  /** random base64 text (the characters of base64, no padding) */
  base64(length: number): string {
    return this.bytes(Math.ceil((length * 3) / 4)).toString('base64').slice(0, length);
  }

  /** `length` characters of `alphabet`; power-of-two alphabets take 5 characters per draw */
  chars(alphabet: string, length: number): string {
    const bits = Math.log2(alphabet.length);
    let out = '';
    if (Number.isInteger(bits) && bits <= 6) {
      const mask = alphabet.length - 1;
      while (out.length < length) {
        let word = this.u32();
        for (let i = 0; i < 5 && out.length < length; i++, word >>>= bits) out += alphabet[word & mask];
      }
      return out;
    }
    for (let i = 0; i < length; i++) out += alphabet[Math.floor(this.next() * alphabet.length)];
    return out;
  }
}

const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';

export const fake = {
  /** 66 hex characters starting 02 or 03 */
  userId: (rng: Rng) => rng.pick(['02', '03']) + rng.hex(64),
  /** testnet P2WPKH */
  address: (rng: Rng) => 'tb1q' + rng.chars(BECH32, 38),
  /** testnet P2WSH (escrow multisig) */
  escrowAddress: (rng: Rng) => 'tb1q' + rng.chars(BECH32, 58),
  txid: (rng: Rng) => rng.hex(64),
  psbt: (rng: Rng) => 'cHNidP8BA' + rng.base64(120),
  signature: (rng: Rng) => rng.hex(128),
  pgpMessage: (rng: Rng) => `-----BEGIN PGP MESSAGE-----\n\nwV4D${rng.base64(72)}\n-----END PGP MESSAGE-----`,
  pgpPublicKey: (rng: Rng) =>
    `-----BEGIN PGP PUBLIC KEY BLOCK-----\n\nxjMEZ${rng.base64(60)}\n-----END PGP PUBLIC KEY BLOCK-----`,
  referralCode: (rng: Rng) => 'PR' + rng.hex(4).toUpperCase(),
  /** a date `days` (fractional) before `now` */
  daysAgo: (now: Date, days: number) => new Date(now.getTime() - Math.round(days * DAY)),
};
