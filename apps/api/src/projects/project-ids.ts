import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { projectDayOf, projectIdFor } from '@lsp/domain';

/**
 * The next project id of the day `createdAt` falls on in Germany: one atomic upsert of that day's
 * counter, so concurrent first saves on several API instances never share an id.
 */
export async function nextProjectId(em: EntityManager, createdAt: Date): Promise<string> {
  const day = projectDayOf(createdAt);
  const rows = await (em as SqlEntityManager).execute<{ last: number }[]>(
    `insert into "project_day_sequence" ("day", "last") values (?, 1)
     on conflict ("day") do update set "last" = "project_day_sequence"."last" + 1
     returning "last"`,
    [day],
  );
  return projectIdFor(createdAt, Number(rows[0].last));
}
