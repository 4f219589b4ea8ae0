import { Module } from '@nestjs/common';
import { WordListService } from './word-list.service.js';
import { WordsRepository } from './words.repository.js';

@Module({ providers: [WordsRepository, WordListService], exports: [WordsRepository, WordListService] })
export class WordListModule {}
