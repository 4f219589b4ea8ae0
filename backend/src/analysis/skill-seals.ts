import { Injectable } from '@nestjs/common';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { ServerSecretsRepository } from '../game-proof/server-secrets.repository.js';

const SECRET_NAME = 'analysis-skill-seals';

/** The seal's text: which daily game, every guess in order, and the skill the analysis gave them. */
const sealedText = (gameNumber: number, guesses: readonly string[], skill: number) =>
  `${gameNumber}\n${guesses.join(',')}\n${skill}`;

/**
 * The server's seal on a daily game's skill. The analysis hands it out with its reply; a league
 * takes a member's skill only with it, so a skill on a board is one the server computed for
 * those very guesses, without the league running the analysis again. The key is a server secret
 * every replica shares.
 */
@Injectable()
export class SkillSeals {
  constructor(private readonly secrets: ServerSecretsRepository) {}

  async seal(gameNumber: number, guesses: readonly string[], skill: number): Promise<string> {
    return this.mac(await this.secrets.key(SECRET_NAME), gameNumber, guesses, skill).toString('base64url');
  }

  /** Whether `seal` is the server's for this game, these guesses and this skill. */
  async holds(gameNumber: number, guesses: readonly string[], skill: number, seal: string): Promise<boolean> {
    const expected = this.mac(await this.secrets.key(SECRET_NAME), gameNumber, guesses, skill);
    const given = Buffer.from(seal, 'base64url');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private mac(key: Buffer, gameNumber: number, guesses: readonly string[], skill: number): Buffer {
    return createHmac('sha256', key)
      .update(sealedText(gameNumber, guesses, skill))
      .digest();
  }
}
