import { migrationTimestamp, mustBeAtomic } from './migration-folders.js';
import { scanMigrationSql, transactionProblem, wrapInTransaction } from './migration-sql.js';

describe('scanMigrationSql', () => {
  it('finds no statement in an empty file or one of comments', () => {
    expect(scanMigrationSql('').hasStatements).toBe(false);
    expect(scanMigrationSql('  \n\t\n').hasStatements).toBe(false);
    expect(scanMigrationSql('-- This is an empty migration.\n\n').hasStatements).toBe(false);
    expect(scanMigrationSql('/* outer /* nested */ still comment */\n-- x\n;\n').hasStatements).toBe(false);
  });

  it('finds a statement', () => {
    expect(scanMigrationSql('-- AddColumn\nALTER TABLE "a" ADD COLUMN "b" INT;\n')).toEqual({
      hasStatements: true,
      misplacedSemicolons: [],
      statements: ['ALTER TABLE "" ADD COLUMN "" INT'],
    });
  });

  it('finds each ";" that does not end a statement, with its line and where it stands', () => {
    const sql = [
      '-- Notes; one per game',
      'CREATE TABLE "a;b" ("t" TEXT DEFAULT \'x;y\');',
      'CREATE FUNCTION f() RETURNS trigger AS $body$ BEGIN RETURN NEW; END $body$ LANGUAGE plpgsql;',
      '/* two',
      '   lines; */ SELECT 1;',
      "SELECT E'it''s \\\\073 fine\\';', $$;$$, $1;",
    ].join('\n');
    expect(scanMigrationSql(sql).misplacedSemicolons).toEqual([
      { line: 1, place: 'comment' },
      { line: 2, place: 'quoted name' },
      { line: 2, place: 'string' },
      { line: 3, place: '$$ body' },
      { line: 5, place: 'comment' },
      { line: 6, place: 'string' },
      { line: 6, place: '$$ body' },
    ]);
  });

  it('leaves the escaped semicolon of a trigger body alone', () => {
    const sql = "EXECUTE E'CREATE FUNCTION f() RETURNS trigger AS $f$ BEGIN RETURN NEW\\073 END $f$ LANGUAGE plpgsql';";
    expect(scanMigrationSql(sql).misplacedSemicolons).toEqual([]);
  });
});

describe('transactionProblem', () => {
  const problem = (sql: string) => transactionProblem(scanMigrationSql(sql));

  it('accepts a migration between BEGIN and COMMIT, whatever its strings and bodies hold', () => {
    expect(
      problem(
        "-- Notes\nBEGIN;\nCREATE TABLE a (b TEXT DEFAULT 'COMMIT');\n" +
          "CREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS E'BEGIN RETURN NEW\\073 END\\073';\nCOMMIT;\n",
      ),
    ).toBeNull();
    expect(problem('start transaction;\nALTER TABLE a ADD COLUMN b INT;\nend;')).toBeNull();
  });

  it('accepts one statement alone, which PostgreSQL applies whole or not at all', () => {
    expect(problem('CREATE INDEX CONCURRENTLY "a_b" ON "a" ("b");')).toBeNull();
  });

  it('refuses statements outside one transaction', () => {
    expect(problem('CREATE TABLE a (b INT);\nCREATE INDEX c ON a (b);')).toMatch(/^is not applied in one transaction/);
    expect(problem('BEGIN;\nCREATE TABLE a (b INT);\n')).toMatch(/^is not applied in one transaction/);
    expect(problem('CREATE TABLE a (b INT);\nCOMMIT;')).toMatch(/^is not applied in one transaction/);
    expect(problem('BEGIN;\nCREATE TABLE a (b INT);\nCOMMIT;\nCREATE INDEX c ON a (b);\nCOMMIT;')).toMatch(
      /^ends or splits its transaction before the end \("COMMIT"\)/,
    );
    expect(problem('BEGIN;\n/* x */ CREATE  INDEX\n CONCURRENTLY c ON a (b);\nCOMMIT;')).toMatch(
      /^holds a statement PostgreSQL runs only outside a transaction \("CREATE INDEX CONCURRENTLY c ON a \(b\)"\)/,
    );
  });

  it('wraps a new migration so that it passes', () => {
    const wrapped = wrapInTransaction(
      '-- CreateTable\nCREATE TABLE "a" ("b" INT);\n\n-- CreateIndex\nCREATE INDEX "c" ON "a"("b");\n',
    );
    expect(problem(wrapped)).toBeNull();
    expect(scanMigrationSql(wrapped).misplacedSemicolons).toEqual([]);
  });
});

describe('mustBeAtomic', () => {
  it('asks every migration from 20261129000000 on, and any oddly named one, to apply in one transaction', () => {
    expect(mustBeAtomic('20261128000000_word_meanings')).toBe(false);
    expect(mustBeAtomic('20261129000000_a')).toBe(true);
    expect(mustBeAtomic('20270101000000_add_notes')).toBe(true);
    expect(mustBeAtomic('add_notes')).toBe(true);
  });
});

describe('migrationTimestamp', () => {
  it('names a migration by the UTC time, after every existing one', () => {
    const now = new Date('2026-11-27T09:30:05.123Z');
    expect(migrationTimestamp(now, ['20261122000000_init', 'migration_lock.toml'])).toBe('20261127093005');
    expect(migrationTimestamp(now, ['20261231235959_later'])).toBe('20270101000000');
  });
});
