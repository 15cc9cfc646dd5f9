// Agenda backends. The SQLite one (the embedded default) is here; the MongoDB one (the farm) is
// `@gleaner/agenda-backends/mongo`, which loads the driver; the contract both pass is
// `@gleaner/agenda-backends/contract` (tests). Agenda itself is an ES module, loaded on first use.
export { loadAgenda, type AgendaModule } from './agenda.js';
export { SqliteAgendaBackend, AgendaFileLockedError, type SqliteAgendaBackendOptions } from './sqlite/sqlite-backend.js';
