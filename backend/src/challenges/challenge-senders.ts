import { Injectable } from '@nestjs/common';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { ServerSecretsRepository } from '../game-proof/server-secrets.repository.js';

const SECRET_NAME = 'challenge-sender';

/**
 * The sender's token of a challenge: an HMAC of its id under a secret of the database's, given to
 * the sender alone when the challenge is made (never in the link). Nothing is stored per
 * challenge: the server works the token out again to check one, so a challenge row stays as it was.
 */
@Injectable()
export class ChallengeSenders {
  private secret: Promise<Buffer> | null = null;

  constructor(private readonly secrets: ServerSecretsRepository) {}

  async tokenOf(challengeId: string): Promise<string> {
    return createHmac('sha256', await this.loadSecret())
      .update(challengeId)
      .digest('base64url');
  }

  async isSender(challengeId: string, token: string | null): Promise<boolean> {
    if (token === null) return false;
    const expected = Buffer.from(await this.tokenOf(challengeId));
    const given = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private loadSecret(): Promise<Buffer> {
    this.secret ??= this.secrets
      .findOrCreate(SECRET_NAME, randomBytes(32).toString('base64url'))
      .then((value) => Buffer.from(value, 'base64url'))
      .catch((error: unknown) => {
        this.secret = null;
        throw error;
      });
    return this.secret;
  }
}
