/**
 * The condition of the rollups' triggers: they run once the database is seeded (meta 'seeded',
 * written after the seed). A seed writes hundreds of thousands of rows, and filling the rollups
 * once at its end (ROLLUP_REBUILD of rollups.ts, run by the seed) costs a fraction of keeping them
 * row by row.
 */
export const SEEDED = "EXISTS (SELECT 1 FROM meta WHERE key = 'seeded')";
