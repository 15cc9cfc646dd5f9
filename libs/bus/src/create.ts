import { ConfigError, isTracingEnabled, type Config } from '@gleaner/platform';
import type { JobBus } from './port.js';
import { MemoryBus } from './memory/memory-bus.js';
import { tracedBus } from './traced-bus.js';

// The one place that picks the job bus's adapter from the configuration.

export function createBus(config: Pick<Config, 'bus'>): JobBus {
  if (config.bus.kafkaBrokers) {
    throw new ConfigError(['GLEANER_KAFKA_BROKERS: the Kafka bus adapter does not exist yet; unset it to run jobs on the in-process bus']);
  }
  const bus = new MemoryBus({ topicLimits: config.bus.topicLimits });
  // With tracing on: publish and consume spans, the trace context carried in the message headers.
  return isTracingEnabled() ? tracedBus(bus) : bus;
}
