import { parser } from '@prometheus-io/lezer-promql';

// The chart's alert expressions evaluated against made-up traffic, so a test can say when an alert fires
// (not only that it parses). Only what the alerts use: sum without grouping, rate over a window (the
// series' per-second rate is given), vector(n), or, + - * /, comparisons, numbers; anything else throws.

export interface Series {
  metric: string;
  labels: Record<string, string>;
  /** per second, over the expression's window */
  rate: number;
}

type SyntaxNode = ReturnType<typeof parser.parse>['topNode'];
type Sample = { labels: Record<string, string>; value: number };
type Value = { vector: Sample[] } | { scalar: number };

const key = (labels: Record<string, string>): string => JSON.stringify(Object.entries(labels).sort());

/** whether the expression (an alert's) returns any sample for these series */
export function alertFires(expr: string, series: Series[]): boolean {
  const top = parser.parse(expr).topNode;
  const v = evaluate(top.firstChild!, expr, series);
  return 'vector' in v ? v.vector.length > 0 : true;
}

function evaluate(node: SyntaxNode, text: string, series: Series[]): Value {
  const src = (n: SyntaxNode): string => text.slice(n.from, n.to);
  // the expression inside parentheses or a call's body
  const inner = (n: SyntaxNode): SyntaxNode => {
    const c = n.firstChild;
    if (!c) throw new Error(`empty ${n.name}`);
    return c.name === 'FunctionCallBody' ? inner(c) : c;
  };
  switch (node.name) {
    case 'NumberDurationLiteral':
    case 'NumberLiteral':
      return { scalar: Number(src(node)) };
    case 'ParenExpr':
      return evaluate(inner(node), text, series);
    case 'AggregateExpr': {
      if (src(node.getChild('AggregateOp')!) !== 'sum' || node.getChild('AggregateModifier')) throw new Error(`unsupported: ${src(node)}`);
      const v = evaluate(inner(node.getChild('FunctionCallBody')!), text, series);
      if (!('vector' in v)) throw new Error('sum of a scalar');
      return { vector: v.vector.length ? [{ labels: {}, value: v.vector.reduce((a, s) => a + s.value, 0) }] : [] };
    }
    case 'FunctionCall': {
      const fn = src(node.getChild('FunctionIdentifier')!);
      const arg = inner(node.getChild('FunctionCallBody')!);
      if (fn === 'vector') {
        const v = evaluate(arg, text, series);
        if (!('scalar' in v)) throw new Error('vector() of a vector');
        return { vector: [{ labels: {}, value: v.scalar }] };
      }
      if (fn !== 'rate' || arg.name !== 'MatrixSelector') throw new Error(`unsupported: ${src(node)}`);
      return { vector: select(arg.getChild('VectorSelector')!, src, series) };
    }
    case 'BinaryExpr': {
      const [lhs, op, rhs] = [node.firstChild!, node.firstChild!.nextSibling!, node.lastChild!];
      const a = evaluate(lhs, text, series);
      const b = evaluate(rhs, text, series);
      if (op.name === 'Or') {
        if (!('vector' in a) || !('vector' in b)) throw new Error('or of scalars');
        const seen = new Set(a.vector.map((s) => key(s.labels)));
        return { vector: [...a.vector, ...b.vector.filter((s) => !seen.has(key(s.labels)))] };
      }
      const f = OPS[op.name];
      if (!f) throw new Error(`unsupported operator ${src(op)}`);
      const compare = ['Gtr', 'Lss', 'Gte', 'Lte', 'EqlSingle', 'Neq'].includes(op.name);
      if ('scalar' in a && 'scalar' in b) return { scalar: Number(f(a.scalar, b.scalar)) };
      const pairs: Array<[Sample, number]> =
        'scalar' in b ? (a as { vector: Sample[] }).vector.map((s) => [s, f(s.value, b.scalar) as number])
        : 'scalar' in a ? b.vector.map((s) => [s, f(a.scalar, s.value) as number])
        : a.vector.flatMap((s): Array<[Sample, number]> => {
            const other = b.vector.find((o) => key(o.labels) === key(s.labels));
            return other ? [[s, f(s.value, other.value) as number]] : [];
          });
      // a comparison keeps the samples that pass (their own value); arithmetic gives the result
      return { vector: compare ? pairs.filter(([, r]) => r).map(([s]) => s) : pairs.map(([s, r]) => ({ labels: s.labels, value: r })) };
    }
    default:
      throw new Error(`unsupported: ${node.name} ${src(node)}`);
  }
}

const OPS: Record<string, (x: number, y: number) => number | boolean> = {
  Add: (x, y) => x + y,
  Sub: (x, y) => x - y,
  Mul: (x, y) => x * y,
  Div: (x, y) => x / y,
  Gtr: (x, y) => x > y,
  Lss: (x, y) => x < y,
  Gte: (x, y) => x >= y,
  Lte: (x, y) => x <= y,
};

function select(sel: SyntaxNode, src: (n: SyntaxNode) => string, series: Series[]): Sample[] {
  const metric = src(sel.getChild('Identifier')!);
  const tests: Array<(labels: Record<string, string>) => boolean> = [];
  const matchers = sel.getChild('LabelMatchers');
  for (let m = matchers?.firstChild; m; m = m.nextSibling) {
    if (m.name !== 'UnquotedLabelMatcher') continue;
    const name = src(m.getChild('LabelName')!);
    const op = src(m.getChild('MatchOp')!);
    const want = JSON.parse(src(m.getChild('StringLiteral')!)) as string;
    const re = new RegExp(`^(?:${want})$`);
    const test = { '=': (v: string) => v === want, '!=': (v: string) => v !== want, '=~': (v: string) => re.test(v), '!~': (v: string) => !re.test(v) }[op];
    if (!test) throw new Error(`unsupported matcher ${op}`);
    tests.push((labels) => test(labels[name] ?? ''));
  }
  return series.filter((s) => s.metric === metric && tests.every((t) => t(s.labels))).map((s) => ({ labels: s.labels, value: s.rate }));
}
