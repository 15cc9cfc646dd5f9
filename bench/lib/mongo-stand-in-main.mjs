// The MongoDB stand-in (CongoDB, @gleaner/testkit) as a process of its own, for the farm benchmarks:
// run in the benchmark's process it would share one event loop with the load generator, and its CPU
// could not be told apart. Prints `mongodb <uri>` once listening; stops on SIGTERM or when its parent dies.
import { startMongoStandIn } from '@gleaner/testkit';

const mongo = await startMongoStandIn();
process.stdout.write(`mongodb ${mongo.uri}\n`);
const stop = () => mongo.stop().finally(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
process.once('disconnect', stop); // the parent went away (an IPC channel is opened for this)
