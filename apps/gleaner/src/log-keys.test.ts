import t from 'tap';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// One naming style for the keys of every log line: snake_case (request_id, user_id, job_id,
// monitor_id, ...), so that one query finds a request across the API, render, scheduler and
// dispatcher logs. A static scan of every logger call in libs/ and apps/ (the request path is
// also checked at run time: api-tests/access-log.test.ts).

const REPO = path.resolve(__dirname, '..', '..', '..');
const METHODS = new Set(['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'child']);
const SNAKE = /^[a-z][a-z0-9]*(_[a-z0-9]+)*$/;

interface LogKey {
  key: string;
  line: number;
}

/** The keys of the object literals in `node` (through spreads, conditionals and parentheses; not nested values). */
function keysOf(node: ts.Expression, file: ts.SourceFile, declared: Map<string, ts.Expression>, out: LogKey[], seen = new Set<ts.Node>()): void {
  if (seen.has(node)) return;
  seen.add(node);
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) return keysOf(node.expression, file, declared, out, seen);
  if (ts.isConditionalExpression(node)) {
    keysOf(node.whenTrue, file, declared, out, seen);
    keysOf(node.whenFalse, file, declared, out, seen);
    return;
  }
  if (ts.isBinaryExpression(node)) {
    keysOf(node.left, file, declared, out, seen);
    keysOf(node.right, file, declared, out, seen);
    return;
  }
  // A variable of the same file built as an object literal (`const facts = { ... }; log.info(facts, ...)`).
  if (ts.isIdentifier(node)) {
    const init = declared.get(node.text);
    if (init) keysOf(init, file, declared, out, seen);
    return;
  }
  if (!ts.isObjectLiteralExpression(node)) return;
  for (const p of node.properties) {
    if (ts.isSpreadAssignment(p)) keysOf(p.expression, file, declared, out, seen);
    else if ((ts.isPropertyAssignment(p) || ts.isShorthandPropertyAssignment(p) || ts.isMethodDeclaration(p)) && !ts.isComputedPropertyName(p.name)) {
      out.push({ key: p.name.getText(file).replace(/^['"]|['"]$/g, ''), line: file.getLineAndCharacterOfPosition(p.getStart(file)).line + 1 });
    }
  }
}

/** Every key given to a logger (`log.info({...})`, `logger?.warn(...)`, `logger.child({...})`) in a source text. */
function logKeys(source: string, name = 'source.ts'): LogKey[] {
  const file = ts.createSourceFile(name, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const declared = new Map<string, ts.Expression>();
  const calls: ts.CallExpression[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) declared.set(node.name.text, node.initializer);
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && METHODS.has(node.expression.name.text)) {
      const receiver = node.expression.expression.getText(file);
      if (/log/i.test(receiver) && !/^console\b/.test(receiver) && node.arguments.length > 0) calls.push(node);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  const out: LogKey[] = [];
  for (const call of calls) keysOf(call.arguments[0], file, declared, out);
  return out;
}

function sources(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'dist') sources(full, out);
    } else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') && !entry.name.endsWith('.test.ts')) out.push(full);
  }
  return out;
}

t.test('the scan sees a camelCase id in a logger call, however it is written', async (t) => {
  const bad = (source: string) => logKeys(source).filter((k) => !SNAKE.test(k.key)).map((k) => k.key);
  t.same(bad('logger.info({ requestId }, "x")'), ['requestId']);
  t.same(bad('this.deps.logger.warn({ err, runId: run.id }, "x")'), ['runId']);
  t.same(bad('options.logger?.error({ ...(failed ? { jobId: 1 } : {}) }, "x")'), ['jobId']);
  t.same(bad('const facts = { deliveryId: 1 }; log.info(facts, "x")'), ['deliveryId']);
  t.same(bad('logger.child({ userId: "u" })'), ['userId']);
  t.same(bad('logger.info({ request_id: 1, channel: { webhookUrl: "x" } }, "x")'), [], 'nested values are data, not keys of the line');
  t.same(bad('console.error({ requestId: 1 })'), [], 'not a logger');
});

t.test('every key given to a logger in libs/ and apps/ is snake_case', async (t) => {
  const files = ['libs', 'apps'].flatMap((root) => fs.readdirSync(path.join(REPO, root)).flatMap((pkg) => {
    const src = path.join(REPO, root, pkg, 'src');
    return fs.existsSync(src) ? sources(src) : [];
  }));
  t.ok(files.length > 100, `scanned ${files.length} files`);
  const wrong: string[] = [];
  let keys = 0;
  for (const file of files) {
    for (const k of logKeys(fs.readFileSync(file, 'utf8'), file)) {
      keys++;
      if (!SNAKE.test(k.key)) wrong.push(`${path.relative(REPO, file)}:${k.line} ${k.key}`);
    }
  }
  t.ok(keys > 50, `checked ${keys} keys`);
  t.same(wrong, [], 'camelCase keys in log lines (use request_id, user_id, job_id, ...)');
});
