import t from 'tap';
import { DEPTH_GROUPS } from '@gleaner/bus';
import { loadConfig } from '@gleaner/platform';
import { RENDER_GROUP, RENDER_TOPIC } from './jobs.js';

// The bus bounds the render queue by topic name and measures its depth by the workers' group:
// names written in two packages, held equal here.
t.test('the render topic is bounded and its depth is the render workers’ lag', async (t) => {
  t.ok(DEPTH_GROUPS[RENDER_TOPIC]?.includes(RENDER_GROUP), `createBus measures ${RENDER_TOPIC} by ${RENDER_GROUP}`);
  t.equal(loadConfig({ GLEANER_RENDER_QUEUE_LIMIT: '7' }).bus.topicLimits[RENDER_TOPIC], 7, 'GLEANER_RENDER_QUEUE_LIMIT bounds the render topic');
});
