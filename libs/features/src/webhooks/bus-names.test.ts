import t from 'tap';
import { DEPTH_GROUPS } from '@gleaner/bus';
import { DELIVERIES_TOPIC, DISPATCHERS_GROUP } from './deliveries.js';

// The bus measures a topic's depth by the groups createBus names for it: names written in two
// packages, held equal here. The deliveries topic is unbounded (the store holds the deliveries; a
// nudge refused or lost only waits for a poll), so this is for depth() alone.
t.test('the deliveries topic’s depth is the dispatchers’ lag', async (t) => {
  t.ok(DEPTH_GROUPS[DELIVERIES_TOPIC]?.includes(DISPATCHERS_GROUP), `createBus measures ${DELIVERIES_TOPIC} by ${DISPATCHERS_GROUP}`);
});
