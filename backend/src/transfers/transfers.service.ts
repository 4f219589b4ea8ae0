import { HttpStatus, Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { Logger } from 'pino';
import { CLOCK, type Clock } from '../platform/clock/clock.js';
import { PeriodicTask } from '../platform/clock/periodic-task.js';
import type { AppConfig } from '../platform/config/app-config.js';
import { APP_CONFIG } from '../platform/config/config.module.js';
import { ApiException } from '../platform/errors/api-error.js';
import { APP_LOGGER } from '../platform/logging/logging.module.js';
import { formatTransferCode, hashTransferCode, newTransferCode, normalizeTransferCode } from './transfer-code.js';
import { TRANSFER_LIFETIME_MS } from './transfer-lifetime.js';
import { TransfersRepository } from './transfers.repository.js';
import type { TransferClaimReply, TransferCreatedReply } from '@hexle/contract/wire';

const SWEEP_INTERVAL_MS = 60_000;

/** How often, at most, a full store is logged while it lasts. */
const FULL_WARNING_INTERVAL_MS = 60_000;

/** A record's code for another device, and when it stops working. */
export type TransferTicket = TransferCreatedReply;

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
 * Refused when the records of the offering network's live codes would pass
 * TRANSFER_NETWORK_STORE_LIMIT_BYTES, or those of all live codes TRANSFER_STORE_LIMIT_BYTES and no
 * network holding more than the offering one can give way: room comes back as codes are claimed
 * or expire (within 10 minutes).
 */
export class TransferStoreFullException extends ApiException {
  constructor() {
    super(
      HttpStatus.TOO_MANY_REQUESTS,
      'transfers_full',
      'Too many records are waiting to be moved right now: please try again in a few minutes',
    );
  }
}

/**
 * A record that the body limit let in but that is larger once written back (JSON numbers such as
 * 1e20 are written out in full): what is kept is at most TRANSFER_BODY_LIMIT_BYTES too.
 */
export class TransferTooLargeException extends ApiException {
  constructor() {
    super(HttpStatus.PAYLOAD_TOO_LARGE, 'body_too_large', 'Request body is too large');
  }
}

/**
 * Moves a player's record between devices: the payload waits under a short code for
 * ten minutes at most, is handed out once, and is then forgotten. Nothing names the player.
 */
@Injectable()
export class TransfersService implements OnModuleInit, OnModuleDestroy {
  private readonly sweeping: PeriodicTask;
  private lastFullWarning = -Infinity;

  constructor(
    private readonly transfers: TransfersRepository,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(APP_LOGGER) private readonly logger: Logger,
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

  /** Keeps `payload`, offered from `network` (an IPv4 /24, an IPv6 /48), under a new code. */
  async create(payload: object, network: string): Promise<TransferTicket> {
    const stored = JSON.stringify(payload);
    if (Buffer.byteLength(stored) > this.config.transferBodyLimitBytes) throw new TransferTooLargeException();
    await this.sweep();
    const now = this.clock.now();
    const expiresAt = new Date(now + TRANSFER_LIFETIME_MS);
    const limits = {
      storeBytes: this.config.transferStoreLimitBytes,
      networkBytes: this.config.transferNetworkStoreLimitBytes,
    };
    // 2^50 codes: a clash is all but impossible, but a taken code is never handed out twice.
    for (;;) {
      const code = newTransferCode();
      const record = { codeHash: hashTransferCode(code), payload: stored, network, expiresAt };
      const offer = await this.transfers.create(record, new Date(now), limits);
      if (offer === 'created') return { code: formatTransferCode(code), expires_at: expiresAt.toISOString() };
      if (offer !== 'code-taken') this.refuseFull(now, offer);
    }
  }

  async claim(typedCode: string): Promise<TransferClaimReply> {
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

  /**
   * Says so in the log at most once a minute while the store, or a network's share of it, is full
   * (each refusal is a 429 of its own). A network's players hear what everyone would: to try again.
   */
  private refuseFull(now: number, offer: 'store-full' | 'network-full'): never {
    if (now - this.lastFullWarning >= FULL_WARNING_INTERVAL_MS) {
      this.lastFullWarning = now;
      if (offer === 'store-full') {
        this.logger.warn(
          { storeLimitBytes: this.config.transferStoreLimitBytes },
          'transfer records fill TRANSFER_STORE_LIMIT_BYTES: refusing new codes until some are claimed or expire',
        );
      } else {
        this.logger.warn(
          { networkStoreLimitBytes: this.config.transferNetworkStoreLimitBytes },
          "a network's transfer records fill TRANSFER_NETWORK_STORE_LIMIT_BYTES: refusing its new codes until some are claimed or expire",
        );
      }
    }
    throw new TransferStoreFullException();
  }

  /** Clears expired payloads; runs every minute and before each new code. */
  async sweep(): Promise<void> {
    await this.sweeping.runOnce();
  }
}
