import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.js';
import { rowsOf } from '#server/db/rows.js';
import { activitySearchTexts, withoutContainedTexts } from './search-texts.js';
import { jsonbParameter } from './tracking-writer.js';

interface SearchTextRow {
  session_id: string;
  text: string;
}

/**
 * Brings the search texts of sessions that just lost activities (retention) back in line with the
 * activities they still have: a text no remaining activity holds goes (a value typed long ago in
 * a session that is still active must not stay findable), and each remaining text is stored
 * unless another one contains it. Texts still held by an activity stay where they are, so a
 * concurrent tracking write rarely meets a row this deletes. Run it in the transaction that
 * deleted the activities: either both happen or neither.
 */
export async function rebuildSearchTexts(tx: Pick<Db, 'execute'>, sessionIds: readonly string[]): Promise<void> {
  if (sessionIds.length === 0) return;
  const ids = sql`${sql.param([...sessionIds])}::text[]`;
  const remaining = rowsOf<SearchTextRow>(
    await tx.execute(sql`
      select distinct a.session_id, texts.text
      from activities a cross join lateral ${activitySearchTexts}
      where a.session_id = any(${ids}) and texts.text is not null`),
  );
  await tx.execute(sql`
    delete from session_search_texts s
    where s.session_id = any(${ids})
      and not exists (
        select 1 from jsonb_to_recordset(${jsonbParameter(remaining)}::jsonb) as r(session_id text, text text)
        where r.session_id = s.session_id and r.text = s.text)`);
  const kept = keptTexts(remaining);
  if (kept.length === 0) return;
  // The writer's order (session, then text digest): two transactions inserting the same texts
  // take their rows in the same order and cannot deadlock.
  await tx.execute(sql`
    insert into session_search_texts (session_id, text)
    select session_id, text from jsonb_to_recordset(${jsonbParameter(kept)}::jsonb) as r(session_id text, text text)
    order by session_id, md5(text)
    on conflict (session_id, md5(text)) do nothing`);
}

function keptTexts(rows: readonly SearchTextRow[]): SearchTextRow[] {
  const bySession = new Map<string, string[]>();
  for (const row of rows) {
    const texts = bySession.get(row.session_id);
    if (texts) texts.push(row.text);
    else bySession.set(row.session_id, [row.text]);
  }
  return [...bySession].flatMap(([sessionId, texts]) =>
    withoutContainedTexts(texts).map((text) => ({ session_id: sessionId, text })),
  );
}
