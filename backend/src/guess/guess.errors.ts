import { ConflictException, UnprocessableEntityException } from '@nestjs/common';

/** The browser reloads when the error text contains "mismatch". */
export class GameNumberMismatchException extends ConflictException {
  constructor(sent: number, today: number, timeZone: string) {
    super(`Game number mismatch: game ${sent} is not today's game (${today}) in ${timeZone}`);
  }
}

export class NotInWordListException extends UnprocessableEntityException {
  constructor() {
    super('Not in word list');
  }
}
