export { startFixtureSite, type FixtureSite } from './fixture-site/server.js';
export * as fuzz from './fuzz/index.js';
export { startMongoStandIn, type MongoStandIn, type MongoStandInOptions } from './mongo/stand-in.js';
export { spawnRoleApp, runToExit, type RoleApp, type SpawnRoleAppOptions } from './role-process.js';
export { freePort } from './free-port.js';
export { startKafkaStandIn, mockKafkaBinary, type KafkaStandIn, type KafkaStandInOptions } from './kafka/kafka-stand-in.js';
export { startS3StandIn, type S3StandIn, type S3StandInOptions } from './s3/stand-in.js';
export { startFarm, farmTopics, stopWithin, startRoundRobinProxy, type Farm, type FarmOptions, type FarmRole, type RoundRobinProxy, type RoundRobinProxyOptions } from './farm/index.js';
