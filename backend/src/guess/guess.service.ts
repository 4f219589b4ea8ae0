import { Injectable } from '@nestjs/common';
import { GameDayService } from '../game-day/game-day.service.js';
import { PuzzleScheduleService } from '../schedule/puzzle-schedule.service.js';
import { WordListService } from '../word-list/word-list.service.js';
import { evaluateGuess, type LetterResult } from './evaluation.js';
import { GameNumberMismatchException, NotInWordListException } from './guess.errors.js';

export interface GuessResult {
  evaluation: LetterResult[];
  is_winner: boolean;
  /** Only present when the guess wins. */
  word?: string;
}

@Injectable()
export class GuessService {
  constructor(
    private readonly wordList: WordListService,
    private readonly schedule: PuzzleScheduleService,
    private readonly gameDay: GameDayService,
  ) {}

  async validate(guess: string): Promise<boolean> {
    return this.wordList.isValidGuess(guess);
  }

  async check(guess: string, gameNumber: number, timeZone: string): Promise<GuessResult> {
    const today = this.gameDay.today(timeZone).gameNumber;
    if (gameNumber !== today) throw new GameNumberMismatchException(gameNumber, today, timeZone);
    const answer = await this.schedule.answerFor(gameNumber);
    // The answer is always accepted, even after an operator removed it from the lists.
    if (guess !== answer && !(await this.wordList.isValidGuess(guess))) throw new NotInWordListException();
    const evaluation = evaluateGuess(guess, answer);
    return guess === answer ? { evaluation, is_winner: true, word: answer } : { evaluation, is_winner: false };
  }
}
