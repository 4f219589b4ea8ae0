import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { createSecretKey, type KeyObject, randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import { APP_LOGGER } from '../platform/logging/logging.module.js';
import { type MaybePromise, whenReady } from '../platform/maybe-promise.js';
import { type ProofVerdict, signGame, verdictOn } from './proof-signature.js';
import { ServerSecretsRepository } from './server-secrets.repository.js';

export type { ProofVerdict };

const SECRET_NAME = 'game-proof';

/** Signs and checks the proofs of a game's earlier guesses with a key shared through the database. */
@Injectable()
export class GameProofService implements OnApplicationBootstrap {
  private key: KeyObject | null = null;
  private loading: Promise<KeyObject> | null = null;

  constructor(
    private readonly secrets: ServerSecretsRepository,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.loadKey().catch((error: unknown) =>
      this.logger.warn({ err: error }, 'game proof key not loaded yet; loading it on first use'),
    );
  }

  /** Signs at once once the key is in memory; the first use may wait for it. */
  issue(game: string, answer: string, guesses: readonly string[]): MaybePromise<string> {
    return whenReady(this.key ?? this.loadKey(), (key) => signGame(key, game, answer, guesses));
  }

  verdict(game: string, answer: string, guesses: readonly string[], proof: string): MaybePromise<ProofVerdict> {
    return whenReady(this.key ?? this.loadKey(), (key) => verdictOn(key, game, answer, guesses, proof));
  }

  private loadKey(): Promise<KeyObject> {
    this.loading ??= this.secrets
      .findOrCreate(SECRET_NAME, randomBytes(32).toString('base64url'))
      .then((value) => (this.key = createSecretKey(Buffer.from(value, 'base64url'))))
      .finally(() => {
        this.loading = null;
      });
    return this.loading;
  }
}
