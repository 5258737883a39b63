import type { JobRecord } from '../adminRecords';
import { JOBS } from '../adminTables';
import type { Db } from '../connection';
import { fromRow } from '../tables';

/** The platform's jobs by name (routes/admin.ts). */
export async function readJobs(db: Db): Promise<JobRecord[]> {
  const { rows } = await db.execute(`SELECT ${JOBS.select} FROM jobs ORDER BY name`);
  return rows.map((row) => fromRow(JOBS, row));
}
