import { sql, type SQL } from 'drizzle-orm';

/**
 * `fragment` with its columns keeping their table names wherever it is used. In the select list
 * of a query from one table, drizzle writes the columns of a field's fragment bare (`"id"`), and
 * inside a subquery a bare name binds to the subquery's own tables first, not to the outer row:
 * `(select name from teams where id = team_id)` would compare a team with itself. The columns of
 * a nested fragment are left as they are, with their tables.
 */
export function qualified<T>(fragment: SQL<T>): SQL<T> {
  return sql<T>`${fragment}`;
}
