import { Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { ServerSecretsRepository } from '../game-proof/server-secrets.repository.js';
import type { MaybePromise } from '../platform/maybe-promise.js';
import { type PracticeKeys, practiceKeysOf } from './practice-id.js';

const SECRET_NAME = 'practice-id';

/**
 * The keys practice ids are sealed with, from a secret made once per database and shared by every
 * API process (so any replica opens any replica's ids); read once, then kept in memory.
 */
@Injectable()
export class PracticeKeysSource {
  private keys: PracticeKeys | null = null;
  private loading: Promise<PracticeKeys> | null = null;

  constructor(private readonly secrets: ServerSecretsRepository) {}

  get(): MaybePromise<PracticeKeys> {
    return this.keys ?? this.load();
  }

  private load(): Promise<PracticeKeys> {
    this.loading ??= this.secrets
      .findOrCreate(SECRET_NAME, randomBytes(32).toString('base64url'))
      .then((value) => (this.keys = practiceKeysOf(Buffer.from(value, 'base64url'))))
      .finally(() => {
        this.loading = null;
      });
    return this.loading;
  }
}
