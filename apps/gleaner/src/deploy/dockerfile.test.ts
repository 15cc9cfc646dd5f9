import fs from 'node:fs';
import path from 'node:path';
import t from 'tap';
import { DockerfileParser, type Instruction } from 'dockerfile-ast';
import { REPO } from './k8s-tools.js';

// No Docker engine runs here, so the Dockerfile is checked by parsing it (dockerfile-ast, the parser of
// the Dockerfile language server): the two targets the chart pulls, a non-root user that is the chart's,
// every file it copies from the repository exists, and each target's command is a role's program.

const text = fs.readFileSync(path.join(REPO, 'Dockerfile'), 'utf8');
const dockerfile = DockerfileParser.parse(text);
const values = fs.readFileSync(path.join(REPO, 'helm/gleaner/values.yaml'), 'utf8');

/** The instructions of each stage, by its name. */
function stages(): Map<string, Instruction[]> {
  const out = new Map<string, Instruction[]>();
  let current: Instruction[] | null = null;
  for (const i of dockerfile.getInstructions()) {
    if (i.getKeyword() === 'FROM') {
      current = [];
      out.set(i.getArgumentsContent()?.split(/\s+AS\s+/i)[1] ?? `stage${out.size}`, current);
    }
    current?.push(i);
  }
  return out;
}

/** What a stage runs as and runs, following the stage it is built FROM. */
function effective(name: string, all: Map<string, Instruction[]>): { user?: string; cmd?: string; entrypoint?: string; runs: string[] } {
  const own = all.get(name) ?? [];
  const from = own[0]?.getArgumentsContent()?.split(/\s+/)[0] ?? '';
  const base = all.has(from) ? effective(from, all) : { runs: [] as string[] };
  const last = (k: string) => own.filter((i) => i.getKeyword() === k).pop()?.getArgumentsContent() ?? undefined;
  return {
    user: last('USER') ?? base.user,
    cmd: last('CMD') ?? base.cmd,
    entrypoint: last('ENTRYPOINT') ?? base.entrypoint,
    runs: [...base.runs, ...own.filter((i) => i.getKeyword() === 'RUN').map((i) => i.getArgumentsContent() ?? '')],
  };
}

t.test('the Dockerfile parses with no problems the parser reports', async (t) => {
  t.ok(dockerfile.getInstructions().length > 10);
  t.same(dockerfile.getInstructions().filter((i) => !i.getKeyword()).map((i) => i.getTextContent()), [], 'every instruction has a keyword');
});

t.test('two targets, non-root, each running a role', async (t) => {
  const all = stages();
  t.ok(all.has('gleaner') && all.has('gleaner-renderer') && all.has('build'), 'build, gleaner and gleaner-renderer stages');
  const uid = /runAsUser: (\d+)/.exec(values)?.[1];
  for (const target of ['gleaner', 'gleaner-renderer']) {
    const e = effective(target, all);
    t.equal(e.user?.split(':')[0], uid, `${target} runs as the chart's runAsUser (${uid}), not root`);
    t.same(JSON.parse(e.entrypoint ?? 'null'), ['node']);
    const [program] = JSON.parse(e.cmd ?? '[]') as string[];
    t.match(program, /^apps\/(api|renderer|scheduler|dispatcher)\/dist\/main\.js$/, `${target}'s command is a role`);
    t.ok(fs.existsSync(path.join(REPO, program.replace('/dist/main.js', '/src/main.ts'))), `${program} is built from a main that exists`);
  }
  t.ok(effective('gleaner-renderer', all).runs.some((r) => /apt-get install[^&]*\bchromium\b/.test(r) && /fonts-liberation/.test(r)), "the renderer has Debian's Chromium and fonts");
  t.notOk(effective('gleaner', all).runs.some((r) => /\bchromium\b/.test(r)), 'the other roles do not');
  // the chart's roles run these programs in these images
  const chartEntry = fs.readFileSync(path.join(REPO, 'helm/gleaner/templates/_helpers.tpl'), 'utf8');
  t.match(chartEntry, 'printf "apps/%s/dist/main.js"', "the chart's args are the same programs");
});

t.test('every file copied from the repository exists', async (t) => {
  const sources = dockerfile
    .getInstructions()
    .filter((i) => i.getKeyword() === 'COPY' && !/--from=/.test(i.getTextContent()))
    .flatMap((i) => (i.getArgumentsContent() ?? '').split(/\s+/).filter((a) => !a.startsWith('--')).slice(0, -1));
  t.ok(sources.length >= 8);
  for (const s of sources) t.ok(fs.existsSync(path.join(REPO, s)), `${s} exists`);
});
