import t from 'tap';
import { monitorView } from './views.js';
import type { MonitorRecord } from './records.js';
import { createdScheduleView } from '../schedules/views.js';
import type { ScheduleRecord } from '../schedules/records.js';

// A monitor or schedule kept before URLs were stored as their href (issue 32, item 7) is shown as
// the href too: no raw "<", ">", space or "|" spoof in an answer.

const RAW = 'https://shop.example.com/a b?<!channel>';
const HREF = 'https://shop.example.com/a%20b?%3C!channel%3E';

t.test('a legacy raw URL is shown as its href', async (t) => {
  t.equal(monitorView({ url: RAW, channels: [] } as unknown as MonitorRecord).url, HREF);
  t.equal(createdScheduleView({ url: RAW, config: {}, webhook_url: null } as unknown as ScheduleRecord).url, HREF);
});
