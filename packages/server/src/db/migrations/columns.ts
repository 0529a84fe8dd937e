import {
  type ColumnDefinitionBuilder,
  type CreateTableBuilder,
  type Kysely,
  PostgresAdapter,
} from 'kysely';

/**
 * The few places where SQLite and PostgreSQL need different DDL. Migrations are written once
 * and ask these helpers for the dialect-specific part.
 */
export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** An auto-generated integer primary key named `id`. */
export function withId<T extends string>(
  db: Kysely<unknown>,
  table: CreateTableBuilder<T, never>,
): CreateTableBuilder<T, 'id'> {
  return isPostgres(db)
    ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/** A foreign key that deletes the row with its parent. */
export function ownedBy(table: string) {
  return (c: ColumnDefinitionBuilder) => c.notNull().references(`${table}.id`).onDelete('cascade');
}

/** A foreign key that is cleared when its target goes. */
export function optionalRef(table: string) {
  return (c: ColumnDefinitionBuilder) => c.references(`${table}.id`).onDelete('set null');
}
