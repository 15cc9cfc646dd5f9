// Agenda backends. The MongoDB one (the farm) is `@gleaner/agenda-backends/mongo`, which loads the
// driver. Agenda itself is an ES module, loaded on first use.
export { loadAgenda, type AgendaModule } from './agenda.js';
