import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { ValidBody } from '../platform/errors/valid-input.js';
import { clientKeyOf, neighbourhoodOf } from '../platform/rate-limit/client-key.js';
import { RouteBudget } from '../platform/rate-limit/route-budget.js';
import { ANALYSIS_BUDGET, ANALYSIS_NETWORK_BUDGET } from './analysis-budgets.js';
import { type AnalysisBody, analysisBody } from './analysis.dto.js';
import { AnalysisService } from './analysis.service.js';
import type { GameAnalysis } from './engine/game-analysis.js';

@Controller('analysis')
export class AnalysisController {
  constructor(private readonly analysis: AnalysisService) {}

  @Post()
  @HttpCode(200)
  // The client's own budget before its /48's: a client refused by its own spends none of its neighbours'.
  @RouteBudget(ANALYSIS_BUDGET, ANALYSIS_NETWORK_BUDGET)
  analyse(@ValidBody(analysisBody) body: AnalysisBody, @Req() request: Request): Promise<GameAnalysis> {
    return this.analysis.analyse(body, clientKeyOf(request), neighbourhoodOf(request));
  }
}
