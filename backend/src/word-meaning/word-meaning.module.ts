import { Module } from '@nestjs/common';
import { WordMeaningRepository } from './word-meaning.repository.js';
import { WordMeaningService } from './word-meaning.service.js';

@Module({ providers: [WordMeaningRepository, WordMeaningService], exports: [WordMeaningService] })
export class WordMeaningModule {}
