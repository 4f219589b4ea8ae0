import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import type { TransferClaimReply } from '@hexle/contract/wire';
import { ValidBody } from '../platform/errors/valid-input.js';
import { neighbourhoodOf } from '../platform/rate-limit/client-key.js';
import { RouteBudget } from '../platform/rate-limit/route-budget.js';
import { TRANSFER_BUDGET, TRANSFER_GUESS_BUDGET, TRANSFER_NETWORK_BUDGET } from './transfer-budgets.js';
import {
  type ClaimTransferBody,
  claimTransferBody,
  type CreateTransferBody,
  createTransferBody,
} from './transfer.dto.js';
import { TRANSFER_CODE_MALFORMED, TransfersService, type TransferTicket } from './transfers.service.js';

@Controller('transfers')
export class TransfersController {
  constructor(private readonly transfers: TransfersService) {}

  @Post()
  @RouteBudget(TRANSFER_BUDGET, TRANSFER_NETWORK_BUDGET)
  create(@ValidBody(createTransferBody) body: CreateTransferBody, @Req() request: Request): Promise<TransferTicket> {
    return this.transfers.create(body.payload, neighbourhoodOf(request));
  }

  @Post('claim')
  @RouteBudget(TRANSFER_BUDGET, TRANSFER_GUESS_BUDGET)
  @HttpCode(200)
  claim(
    @ValidBody(claimTransferBody, { code: TRANSFER_CODE_MALFORMED }) body: ClaimTransferBody,
  ): Promise<TransferClaimReply> {
    return this.transfers.claim(body.code);
  }
}
