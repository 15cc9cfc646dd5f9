export { startFixtureSite, type FixtureSite } from './fixture-site/server.js';
export * as fuzz from './fuzz/index.js';
export { startMongoStandIn, type MongoStandIn } from './mongo/stand-in.js';
export { spawnRoleApp, runToExit, type RoleApp } from './role-process.js';
export { freePort } from './free-port.js';
export { startKafkaStandIn, mockKafkaBinary, type KafkaStandIn, type KafkaStandInOptions } from './kafka/kafka-stand-in.js';
export { startS3StandIn, type S3StandIn } from './s3/stand-in.js';
