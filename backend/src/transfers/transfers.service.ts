import { HttpStatus, Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { Logger } from 'pino';
import { CLOCK, type Clock } from '../platform/clock/clock.js';
import { PeriodicTask } from '../platform/clock/periodic-task.js';
import { ApiException } from '../platform/errors/api-error.js';
import { APP_LOGGER } from '../platform/logging/logging.module.js';
import { formatTransferCode, hashTransferCode, newTransferCode, normalizeTransferCode } from './transfer-code.js';
import { TransfersRepository } from './transfers.repository.js';

/** A code lives this long, then its payload is forgotten. */
export const TRANSFER_LIFETIME_MS = 10 * 60_000;
const SWEEP_INTERVAL_MS = 60_000;

export interface TransferTicket {
  code: string;
  expires_at: string;
}

/** The code of every reply about a transfer code that cannot be one, from the schema or from the service. */
export const TRANSFER_CODE_MALFORMED = 'transfer_code_malformed';

export class TransferCodeMalformedException extends ApiException {
  constructor() {
    super(
      HttpStatus.BAD_REQUEST,
      TRANSFER_CODE_MALFORMED,
      'A transfer code is 10 letters and digits, such as 7KQ2M-9XH4B',
    );
  }
}

export class TransferCodeUnknownException extends ApiException {
  constructor() {
    super(
      HttpStatus.NOT_FOUND,
      'transfer_code_unknown',
      'No transfer has this code: check it for typos, or make a new code on the other device',
    );
  }
}

export class TransferCodeUsedException extends ApiException {
  constructor() {
    super(
      HttpStatus.GONE,
      'transfer_code_used',
      'This transfer code has already been used: make a new code on the other device',
    );
  }
}

export class TransferCodeExpiredException extends ApiException {
  constructor() {
    super(
      HttpStatus.GONE,
      'transfer_code_expired',
      'This transfer code has expired (codes last 10 minutes): make a new code on the other device',
    );
  }
}

/**
 * Moves a player's record between devices: the payload waits under a short code for
 * ten minutes at most, is handed out once, and is then forgotten. Nothing names the player.
 */
@Injectable()
export class TransfersService implements OnModuleInit, OnModuleDestroy {
  private readonly sweeping: PeriodicTask;

  constructor(
    private readonly transfers: TransfersRepository,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_LOGGER) logger: Logger,
  ) {
    this.sweeping = new PeriodicTask(
      () => this.transfers.sweep(new Date(this.clock.now())),
      logger,
      'expired transfers not swept',
    );
  }

  onModuleInit(): void {
    this.sweeping.start(SWEEP_INTERVAL_MS);
  }

  onModuleDestroy(): Promise<void> {
    return this.sweeping.close();
  }

  async create(payload: object): Promise<TransferTicket> {
    await this.sweep();
    const expiresAt = new Date(this.clock.now() + TRANSFER_LIFETIME_MS);
    const stored = JSON.stringify(payload);
    // 2^50 codes: a clash is all but impossible, but a taken code is never handed out twice.
    for (;;) {
      const code = newTransferCode();
      if (await this.transfers.create(hashTransferCode(code), stored, expiresAt)) {
        return { code: formatTransferCode(code), expires_at: expiresAt.toISOString() };
      }
    }
  }

  async claim(typedCode: string): Promise<{ payload: unknown }> {
    const code = normalizeTransferCode(typedCode);
    if (code === null) throw new TransferCodeMalformedException();
    const hash = hashTransferCode(code);
    const now = new Date(this.clock.now());
    const payload = await this.transfers.claim(hash, now);
    if (payload !== null) return { payload: JSON.parse(payload) as unknown };
    const state = await this.transfers.state(hash);
    if (state === null) throw new TransferCodeUnknownException();
    if (state.claimedAt !== null) throw new TransferCodeUsedException();
    throw new TransferCodeExpiredException();
  }

  /** Clears expired payloads; runs every minute and before each new code. */
  async sweep(): Promise<void> {
    await this.sweeping.runOnce();
  }
}
