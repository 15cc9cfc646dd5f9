import fs from 'node:fs';
import type { KafkaConfig, SASLOptions } from 'kafkajs';
import type { KafkaSecurity } from '@gleaner/platform';

// kafkajs' `ssl` and `sasl` options from GLEANER_KAFKA_SSL*, GLEANER_KAFKA_SASL_*. The CA file is read
// here, once, at start: a wrong path fails start-up naming the setting, not every later connection.

export function kafkaSecurityOptions(security: KafkaSecurity | undefined): Pick<KafkaConfig, 'ssl' | 'sasl'> {
  if (!security) return {};
  const options: Pick<KafkaConfig, 'ssl' | 'sasl'> = {};
  if (security.ssl) options.ssl = security.sslCaFile ? { ca: [readCa(security.sslCaFile)] } : true;
  if (security.sasl) {
    const { mechanism, username, password } = security.sasl;
    // kafkajs types each mechanism apart; the three share these fields.
    options.sasl = { mechanism, username, password } as SASLOptions;
  }
  return options;
}

function readCa(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (err) {
    throw new Error(`GLEANER_KAFKA_SSL_CA_FILE: cannot read ${file}: ${(err as Error).message}`, { cause: err });
  }
}
