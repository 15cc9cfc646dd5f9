// Agenda 6 is an ES module only; this package is CommonJS like the rest of the project, so Agenda is
// loaded with import() (kept as a real import by TypeScript's Node16 module mode), and only by code
// that runs it: the scheduler side. Types come in with resolution-mode "import" and cost nothing.

export type AgendaModule = typeof import('agenda', { with: { 'resolution-mode': 'import' } });

let loading: Promise<AgendaModule> | undefined;

/** The agenda module, loaded once on first use. */
export function loadAgenda(): Promise<AgendaModule> {
  loading ??= import('agenda');
  return loading;
}
