import { isTracingEnabled, type Config } from '@gleaner/platform';
import type { JobBus } from './port.js';
import { MemoryBus } from './memory/memory-bus.js';
import { tracedBus } from './traced-bus.js';

// The one place that picks the job bus's adapter from the configuration.

/**
 * The groups whose lag is a topic's depth in processes that only publish: the render workers'
 * (RENDER_TOPIC and RENDER_GROUP in @gleaner/features; render/bus-names.test.ts holds them equal)
 * and the webhook dispatchers' (DELIVERIES_TOPIC, DISPATCHERS_GROUP; webhooks/bus-names.test.ts).
 */
export const DEPTH_GROUPS: Record<string, string[]> = { render: ['renderers'], deliveries: ['dispatchers'] };

export interface CreateBusOptions {
  /** This process makes requests (an API process): its reply consumer joins at start rather than at the first request (default true). */
  requests?: boolean;
}

export function createBus(config: Pick<Config, 'bus'>, options: CreateBusOptions = {}): JobBus {
  let bus: JobBus;
  if (config.bus.kafkaBrokers) {
    // Loaded only when chosen: the embedded default never loads kafkajs.
    const { KafkaBus } = require('./kafka/kafka-bus.js') as typeof import('./kafka/kafka-bus.js');
    const timing = config.bus.kafka;
    bus = new KafkaBus({
      brokers: config.bus.kafkaBrokers,
      topicLimits: config.bus.topicLimits,
      groups: DEPTH_GROUPS,
      repliesAtStart: options.requests ?? true,
      ...(timing && { sessionTimeout: timing.sessionTimeoutMs, heartbeatInterval: timing.heartbeatMs, maxWaitTimeInMs: timing.maxWaitMs, lingerMs: timing.lingerMs, batchBytes: timing.batchBytes, publishers: timing.apiProcesses, assignDelayMs: timing.assignDelayMs, security: timing.security }),
    });
  } else {
    bus = new MemoryBus({ topicLimits: config.bus.topicLimits });
  }
  // With tracing on: publish and consume spans, the trace context carried in the message headers.
  return isTracingEnabled() ? tracedBus(bus) : bus;
}
