/** Where in a migration a `;` stands that does not end a statement. */
export type SemicolonPlace = 'comment' | 'string' | 'quoted name' | '$$ body';

export interface MisplacedSemicolon {
  /** 1-based line of migration.sql. */
  line: number;
  place: SemicolonPlace;
}

export interface MigrationSqlReport {
  /** False when the file holds nothing but whitespace and comments. */
  hasStatements: boolean;
  /**
   * Every `;` that does not end a statement. Prisma's JavaScript migration engine cuts a migration
   * at every `;`, wherever it stands: such a migration fails half-way, or runs something else.
   */
  misplacedSemicolons: MisplacedSemicolon[];
}

const IDENTIFIER_CHAR = /[A-Za-z0-9_$\u0080-\uffff]/;
const DOLLAR_TAG = /^\$([A-Za-z_\u0080-\uffff][A-Za-z0-9_\u0080-\uffff]*)?\$/;

/**
 * Reads a PostgreSQL script the way the server lexes it: `--` and nested `/* *\/` comments,
 * '...' strings (E'...' with backslash escapes), "quoted names" and $tag$ bodies.
 */
export function scanMigrationSql(sql: string): MigrationSqlReport {
  const misplacedSemicolons: MisplacedSemicolon[] = [];
  let hasStatements = false;
  let line = 1;
  let i = 0;
  /** Advances over one character, counting lines; notes a `;` found in `place`. */
  const step = (place: SemicolonPlace) => {
    const char = sql[i];
    if (char === '\n') line++;
    else if (char === ';') misplacedSemicolons.push({ line, place });
    i++;
  };

  while (i < sql.length) {
    const char = sql[i] ?? '';
    const next = sql[i + 1] ?? '';
    if (char === '-' && next === '-') {
      while (i < sql.length && sql[i] !== '\n') step('comment');
    } else if (char === '/' && next === '*') {
      let depth = 0;
      while (i < sql.length) {
        if (sql[i] === '/' && sql[i + 1] === '*') {
          depth++;
          i += 2;
        } else if (sql[i] === '*' && sql[i + 1] === '/') {
          depth--;
          i += 2;
          if (depth === 0) break;
        } else step('comment');
      }
    } else if (char === "'") {
      hasStatements = true;
      const escapes = /[eE]/.test(sql[i - 1] ?? '') && !IDENTIFIER_CHAR.test(sql[i - 2] ?? '');
      i++;
      while (i < sql.length) {
        if (escapes && sql[i] === '\\') {
          i++;
          step('string');
        } else if (sql[i] === "'" && sql[i + 1] === "'") i += 2;
        else if (sql[i] === "'") {
          i++;
          break;
        } else step('string');
      }
    } else if (char === '"') {
      hasStatements = true;
      i++;
      while (i < sql.length) {
        if (sql[i] === '"' && sql[i + 1] === '"') i += 2;
        else if (sql[i] === '"') {
          i++;
          break;
        } else step('quoted name');
      }
    } else if (char === '$' && !IDENTIFIER_CHAR.test(sql[i - 1] ?? '') && DOLLAR_TAG.test(sql.slice(i, i + 64))) {
      hasStatements = true;
      const tag = DOLLAR_TAG.exec(sql.slice(i, i + 64))?.[0] ?? '$$';
      i += tag.length;
      const end = sql.indexOf(tag, i);
      const stop = end === -1 ? sql.length : end;
      while (i < stop) step('$$ body');
      i = Math.min(sql.length, stop + tag.length);
    } else {
      if (char === '\n') line++;
      else if (!/\s/.test(char) && char !== ';') hasStatements = true;
      i++;
    }
  }
  return { hasStatements, misplacedSemicolons };
}

/** One line per misplaced `;`, as `file:line: ...`. */
export function describeSemicolons(file: string, found: readonly MisplacedSemicolon[]): string[] {
  return found.map(({ line, place }) => `${file}:${line}: a ";" inside a ${place}`);
}

/** Why a misplaced `;` breaks a migration, and what to write instead. */
export const SEMICOLON_ADVICE =
  'The migration engine cuts a migration at every ";", wherever it stands, so such a statement is cut in two: ' +
  'leave the ";" out of comments, and write it as \\073 inside an E\'...\' string in a string or function body.';
