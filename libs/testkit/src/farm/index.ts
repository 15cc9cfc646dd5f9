export { startFarm, farmTopics, stopWithin, type Farm, type FarmOptions, type FarmRole } from './farm.js';
export { startRoundRobinProxy, type RoundRobinProxy, type RoundRobinProxyOptions } from './proxy.js';
