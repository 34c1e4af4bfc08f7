/** The part of a D1 binding the insights store uses (a fake in the unit tests). */
export type Database = Pick<D1Database, "prepare" | "batch">;
