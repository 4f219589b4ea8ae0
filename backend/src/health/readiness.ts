import { Injectable } from '@nestjs/common';
import { LaunchDateGuard } from '../launch/launch-date.guard.js';
import { WordListService } from '../word-list/word-list.service.js';
import { DatabaseProbe } from './database-probe.js';
import { SchemaCheck } from './schema-check.js';

/** Why the API cannot serve players yet: a stable code and the text of the 503. */
export interface NotReady {
  code: 'database_unavailable' | 'schema_behind' | 'no_word_lists' | 'launch_date_unchecked' | 'launch_date_mismatch';
  text: string;
}

const DATABASE_UNAVAILABLE: NotReady = { code: 'database_unavailable', text: 'Database unavailable' };
const NO_WORD_LISTS: NotReady = {
  code: 'no_word_lists',
  text: 'The word lists are not loaded: no answer to schedule (run the seed)',
};

/**
 * Whether this process can serve players now: PostgreSQL answers, its schema has every migration
 * this build ships, the word lists hold answers, and LAUNCH_DATE has been checked against the date
 * stored with the data. Each
 * is asked in turn, so the first that fails is the one reported.
 */
@Injectable()
export class Readiness {
  constructor(
    private readonly database: DatabaseProbe,
    private readonly schema: SchemaCheck,
    private readonly launchDate: LaunchDateGuard,
    private readonly wordLists: WordListService,
  ) {}

  async notReady(): Promise<NotReady | null> {
    if (!(await this.database.isUp())) return DATABASE_UNAVAILABLE;
    let missing: string[];
    try {
      missing = await this.schema.missing();
    } catch {
      return DATABASE_UNAVAILABLE;
    }
    if (missing.length > 0)
      return { code: 'schema_behind', text: 'Database schema is behind this release: its migrations are not applied' };
    try {
      if (!(await this.wordLists.hasAnswers())) return NO_WORD_LISTS;
    } catch {
      return DATABASE_UNAVAILABLE;
    }
    switch (await this.launchDate.status()) {
      case 'checked':
        return null;
      case 'mismatch':
        return {
          code: 'launch_date_mismatch',
          text: 'LAUNCH_DATE differs from the launch date stored in the database',
        };
      case 'unchecked':
        return { code: 'launch_date_unchecked', text: 'Launch date not yet checked against the database' };
    }
  }
}
