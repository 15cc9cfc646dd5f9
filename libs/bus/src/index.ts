export * from './port.js';
export { RequestReply } from './request-reply.js';
export { MemoryBus, type MemoryBusOptions } from './memory/memory-bus.js';
export { runBusContract, type BusFactory } from './contract.js';
export { createBus, DEPTH_GROUPS, type CreateBusOptions } from './create.js';
export { tracedBus } from './traced-bus.js';
export type { KafkaBusOptions, KafkaBusLogger } from './kafka/kafka-bus.js';
