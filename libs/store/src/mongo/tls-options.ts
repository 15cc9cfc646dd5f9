import type { MongoClientOptions } from 'mongodb';

// The MongoDB client's TLS options beyond the URI's: GLEANER_MONGODB_TLS_CA_FILE turns TLS on and
// trusts that CA. Shared by the store and Agenda's backend (the farm's two MongoDB clients).
// (tls=true, tlsCertificateKeyFile and the other tls* options in GLEANER_MONGODB_URI work as well.)

export function mongoTlsOptions(caFile: string | undefined): Pick<MongoClientOptions, 'tls' | 'tlsCAFile'> {
  return caFile ? { tls: true, tlsCAFile: caFile } : {};
}
