export { startFixtureSite, type FixtureSite } from './fixture-site/server.js';
export * as fuzz from './fuzz/index.js';
export { startKafkaStandIn, mockKafkaBinary, type KafkaStandIn, type KafkaStandInOptions } from './kafka/kafka-stand-in.js';
