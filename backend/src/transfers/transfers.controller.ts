import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { SchemaPipe } from '../errors/validation.pipe.js';
import {
  type ClaimTransferBody,
  claimTransferBody,
  type CreateTransferBody,
  createTransferBody,
} from './transfer.dto.js';
import { TransfersService, type TransferTicket } from './transfers.service.js';

@Controller('transfers')
export class TransfersController {
  constructor(private readonly transfers: TransfersService) {}

  @Post()
  create(@Body(new SchemaPipe(createTransferBody)) body: CreateTransferBody): Promise<TransferTicket> {
    return this.transfers.create(body.payload);
  }

  @Post('claim')
  @HttpCode(200)
  claim(@Body(new SchemaPipe(claimTransferBody)) body: ClaimTransferBody): Promise<{ payload: unknown }> {
    return this.transfers.claim(body.code);
  }
}
