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
  /**
   * Each statement's text, in order, with its comments left out and every string, quoted name and
   * $$ body shortened to empty quotes: enough to read what kind of statement it is.
   */
  statements: string[];
}

const IDENTIFIER_CHAR = /[A-Za-z0-9_$\u0080-\uffff]/;
const DOLLAR_TAG = /^\$([A-Za-z_\u0080-\uffff][A-Za-z0-9_\u0080-\uffff]*)?\$/;

/**
 * Reads a PostgreSQL script the way the server lexes it: `--` and nested `/* *\/` comments,
 * '...' strings (E'...' with backslash escapes), "quoted names" and $tag$ bodies.
 */
export function scanMigrationSql(sql: string): MigrationSqlReport {
  const misplacedSemicolons: MisplacedSemicolon[] = [];
  const statements: string[] = [];
  let current = '';
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
      current += ' ';
      while (i < sql.length && sql[i] !== '\n') step('comment');
    } else if (char === '/' && next === '*') {
      current += ' ';
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
      current += "''";
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
      current += '""';
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
      current += '$$';
      i += tag.length;
      const end = sql.indexOf(tag, i);
      const stop = end === -1 ? sql.length : end;
      while (i < stop) step('$$ body');
      i = Math.min(sql.length, stop + tag.length);
    } else {
      if (char === '\n') line++;
      else if (!/\s/.test(char) && char !== ';') hasStatements = true;
      if (char === ';') {
        if (current.trim() !== '') statements.push(current.trim().replace(/\s+/g, ' '));
        current = '';
      } else current += char;
      i++;
    }
  }
  if (current.trim() !== '') statements.push(current.trim().replace(/\s+/g, ' '));
  return { hasStatements, misplacedSemicolons, statements };
}

const OPENS = /^(BEGIN|START TRANSACTION)\b/i;
const CLOSES = /^(COMMIT|END)\b/i;
const ENDS_EARLY = /^(BEGIN|START TRANSACTION|COMMIT|END|ROLLBACK|ABORT|SAVEPOINT|RELEASE|PREPARE TRANSACTION)\b/i;
/** Statements PostgreSQL refuses inside a transaction block. */
const NEVER_IN_TRANSACTION = [
  /^(CREATE|DROP)( UNIQUE)? INDEX\b.*\bCONCURRENTLY\b/i,
  /^REINDEX\b.*\bCONCURRENTLY\b/i,
  /^(VACUUM|CLUSTER|CHECKPOINT)\b/i,
  /^(CREATE|DROP|ALTER) DATABASE\b/i,
  /^(CREATE|DROP) TABLESPACE\b/i,
  /^ALTER SYSTEM\b/i,
];

/**
 * Why a migration's statements would not all apply or fail together, or null when they would: it
 * must open with BEGIN, close with COMMIT, hold no other transaction control in between, and no
 * statement that PostgreSQL runs only outside a transaction block. A migration of one statement
 * alone needs no BEGIN: PostgreSQL applies a statement whole or not at all (and that is the only
 * way to run one that refuses a transaction block, such as CREATE INDEX CONCURRENTLY).
 */
export function transactionProblem(report: Pick<MigrationSqlReport, 'statements'>): string | null {
  const { statements } = report;
  const first = statements[0] ?? '';
  const last = statements.at(-1) ?? '';
  if (statements.length === 1 && !ENDS_EARLY.test(first)) return null;
  if (statements.length < 2 || !OPENS.test(first) || !CLOSES.test(last))
    return 'is not applied in one transaction: its first statement must be BEGIN and its last COMMIT';
  const inside = statements.slice(1, -1);
  const early = inside.find((statement) => ENDS_EARLY.test(statement));
  if (early !== undefined) return `ends or splits its transaction before the end ("${early.slice(0, 60)}")`;
  const outside = inside.find((statement) => NEVER_IN_TRANSACTION.some((rule) => rule.test(statement)));
  if (outside !== undefined)
    return `holds a statement PostgreSQL runs only outside a transaction ("${outside.slice(0, 60)}"): give it a migration of its own, that statement alone, without BEGIN and COMMIT`;
  return null;
}

/** The lines a new migration is wrapped in, so that it applies whole or not at all. */
export function wrapInTransaction(sql: string): string {
  return (
    '-- Applied in one transaction: if any statement fails, nothing of this migration stays, and\n' +
    '-- npm run db:migrate -- --resolve-failed lets its corrected version run.\n' +
    `BEGIN;\n\n${sql.trim()}\n\nCOMMIT;\n`
  );
}

/** One line per misplaced `;`, as `file:line: ...`. */
export function describeSemicolons(file: string, found: readonly MisplacedSemicolon[]): string[] {
  return found.map(({ line, place }) => `${file}:${line}: a ";" inside a ${place}`);
}

/** Why a misplaced `;` breaks a migration, and what to write instead. */
export const SEMICOLON_ADVICE =
  'The migration engine cuts a migration at every ";", wherever it stands, so such a statement is cut in two: ' +
  'leave the ";" out of comments, and write it as \\073 inside an E\'...\' string in a string or function body.';
