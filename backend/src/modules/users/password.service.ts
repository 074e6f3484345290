import { Injectable } from '@nestjs/common';
// @node-rs/argon2 (napi-rs, Rust): the `argon2` package's prebuilt binary crashed Node 20 on load
// (a segmentation fault), and `npm start` must run on Node 20 too. Both write and read the same
// PHC strings (`$argon2id$v=19$m=19456,t=2,p=1$…`), so stored hashes keep working.
import * as argon2 from '@node-rs/argon2';

/** `Algorithm.Argon2id`: a const enum in the package's types, which isolated modules cannot read. */
const ARGON2ID = 2 satisfies argon2.Algorithm.Argon2id;

/**
 * argon2id with OWASP's minimum parameters (19 MiB, 2 iterations, 1 lane): about 9 ms of one core a
 * hash on the development machine (docs/benchmarks.md), on libuv's thread pool, off the event loop.
 */
const OPTIONS: argon2.Options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

@Injectable()
export class PasswordService {
  /** Verified against when the phone is unknown, so both failures take the same time. */
  private readonly decoy = argon2.hash('decoy-password-for-timing', OPTIONS);

  hash(password: string): Promise<string> {
    return argon2.hash(password, OPTIONS);
  }

  async verify(hash: string | undefined, password: string): Promise<boolean> {
    if (!hash) {
      await argon2.verify(await this.decoy, password).catch(() => false);
      return false;
    }
    return argon2.verify(hash, password).catch(() => false);
  }
}
