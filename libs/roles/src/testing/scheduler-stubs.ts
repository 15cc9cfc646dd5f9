import { newScheduleRecord, type ScheduleRecord } from '@gleaner/features';

// What the scheduler's tests stand in for: the render role's answer to a scrape, and a batch of due schedules.

interface RenderJob {
  id: string;
  owner: { userId: string; env: string };
  payload: { url: string };
}

/** the render role's answer for a scrape that rendered: one page, an empty record of the job's URL */
export function renderedScrape(job: RenderJob): { id: string; pages_scraped: number; record: Record<string, unknown> } {
  const now = new Date().toISOString();
  const record = { id: job.id, user_id: job.owner.userId, env: job.owner.env, url: job.payload.url, final_url: job.payload.url, extracted: {}, raw_html: '', text: '', metadata: { status_code: 200, content_type: 'text/html', load_time_ms: 1 }, pages_scraped: 1, created_at: now, scraped_at: now };
  return { id: job.id, pages_scraped: 1, record };
}

/** a second ago, on a whole second (a daily schedule's time of day is due now) */
export const dueNow = (): string => new Date(Math.floor(Date.now() / 1000) * 1000 - 1000).toISOString();

/** n daily scrape schedules of the user, due at `due`, with the ids idOf gives */
export function dueScrapeSchedules(name: string, userId: string, n: number, due: string, idOf = (i: number) => `sch_${name}${i}`): ScheduleRecord[] {
  return Array.from({ length: n }, (_, i) =>
    newScheduleRecord({ id: idOf(i), user_id: userId, env: 'live', name: `${name} ${i}`, type: 'scrape', url: `http://127.0.0.1:9/page/${i}`, frequency: 'daily', time: due.slice(11, 16), timezone: 'UTC', config: { timeout: 30000 }, next_run_at: due }, new Date().toISOString()),
  );
}
