import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ClaimTransferBody, CreateTransferBody } from './transfer.dto.js';
import { TransfersService, type TransferTicket } from './transfers.service.js';

@Controller('transfers')
export class TransfersController {
  constructor(private readonly transfers: TransfersService) {}

  @Post()
  create(@Body() body: CreateTransferBody): Promise<TransferTicket> {
    return this.transfers.create(body.payload);
  }

  @Post('claim')
  @HttpCode(200)
  claim(@Body() body: ClaimTransferBody): Promise<{ payload: unknown }> {
    return this.transfers.claim(body.code);
  }
}
