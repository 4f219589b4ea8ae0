import { Module } from '@nestjs/common';
import { OffensiveWordFilter } from './offensive-word-filter.js';
import { WordListService } from './word-list.service.js';
import { WordsRepository } from './words.repository.js';

@Module({
  providers: [OffensiveWordFilter, WordsRepository, WordListService],
  exports: [OffensiveWordFilter, WordsRepository, WordListService],
})
export class WordListModule {}
