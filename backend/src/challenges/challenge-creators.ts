import { Injectable } from '@nestjs/common';
import { ServerSecretsRepository } from '../game-proof/server-secrets.repository.js';
import { creatorKeyOf, loadCreatorSecret } from './creator-key.js';

/** Turns a client's rate-limit key into the creator key a new challenge keeps. */
@Injectable()
export class ChallengeCreators {
  private secret: Buffer | null = null;
  private loading: Promise<Buffer> | null = null;

  constructor(private readonly secrets: ServerSecretsRepository) {}

  async keyOf(clientKey: string): Promise<string> {
    return creatorKeyOf(this.secret ?? (await this.loadSecret()), clientKey);
  }

  private loadSecret(): Promise<Buffer> {
    this.loading ??= loadCreatorSecret(this.secrets)
      .then((secret) => (this.secret = secret))
      .finally(() => {
        this.loading = null;
      });
    return this.loading;
  }
}
