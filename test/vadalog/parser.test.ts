import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseVadalog } from '../../theme/shared/vadalog/parse.js';
import { isVadalog, siteFences } from './fences.js';

test('every Vadalog program on the site parses', () => {
  const fences = siteFences().filter(isVadalog);
  // The site has close to two hundred programs; a broken walk would find none.
  assert.ok(fences.length > 150, `only ${fences.length} Vadalog fences found`);
  const rejected = fences.flatMap((fence) => {
    const result = parseVadalog(fence.value, { fragment: /\bfragment\b/.test(fence.meta) });
    return result.ok ? [] : [`${fence.file}:${fence.line + result.error.line}:${result.error.column} ${result.error.message}`];
  });
  assert.deepEqual(rejected, []);
});

test('the parser builds the documented clause kinds', () => {
  const result = parseVadalog([
    '@input("own").',
    '@bind("own", "csv useHeaders=true", "/data", "own.csv").',
    'edge("a", "b", 0.5, 2024-01-15, #T, [1, 2], {"x"}).',
    'total(X, S) :- own(X, Y, W), S = msum(W, <Y>).',
    'safe(X) :- node(X), not blocked(X), X != "root", X !in {"a"}.',
    'X = Y :- same(X, Y).',
    '#F :- account(I, B), B < 0.0.',
    'd(X, N) :- v(X), N = date:add(X, 10) + ${days}.',
  ].join('\n'));
  assert.ok(result.ok, result.ok ? '' : result.error.message);
  const kinds = result.program.clauses.map((clause) => clause.type);
  assert.deepEqual(kinds, ['Annotation', 'Annotation', 'Fact', 'Rule', 'Rule', 'Rule', 'Rule', 'Rule']);
  const total = result.program.clauses[3];
  assert.equal(total.type, 'Rule');
  const assignment = total.type === 'Rule' ? total.body[1] : undefined;
  assert.equal(assignment?.type, 'Condition');
  if (assignment?.type === 'Condition') {
    assert.equal(assignment.right.type, 'Aggregate');
    if (assignment.right.type === 'Aggregate') assert.deepEqual(assignment.right.contributors.map((v) => v.name), ['Y']);
  }
  const date = result.program.clauses[7];
  if (date.type === 'Rule' && date.body[1].type === 'Condition' && date.body[1].right.type === 'Binary') {
    assert.equal(date.body[1].right.left.type, 'Call');
  } else assert.fail('date:add(X, 10) + ${days} should be a sum of a call and a parameter');
});

test('operator precedence follows the grammar page', () => {
  const result = parseVadalog('r(B) :- n(X), B = !X > 1 || X < 0 && X != 3.');
  assert.ok(result.ok);
  const rule = result.program.clauses[0];
  assert.ok(rule.type === 'Rule' && rule.body[1].type === 'Condition');
  const right = (rule as { body: { right: unknown }[] }).body[1].right as { op: string; left: { op: string }; right: { op: string } };
  // || is lowest, && binds tighter, ! applies to the whole comparison.
  assert.equal(right.op, '||');
  assert.equal(right.left.op, '!');
  assert.equal(right.right.op, '&&');
});

// Wrong programs and where the error must be reported (line:column inside the block).
const WRONG: [string, string, number, number, RegExp][] = [
  ['missing final period', 'a(1).\nb(X) :- a(X)', 2, 13, /expected "," or "\." but found the end of the block/],
  ['dangling comma', 'a(1).\nb(X) :- a(X),.', 2, 14, /expected .*predicate name/],
  ['variable in a fact', 'p("a").\np(X).', 2, 3, /a fact holds constants only, but X is a variable/],
  ['unterminated string', 'p("a).', 1, 3, /unterminated string/],
  ['doubled operator', 'q(X) :- p(X), X >> 1.', 1, 18, /expected an expression but found ">"/],
  ['missing comma between literals', 'q(X) :- p(X) X > 1.', 1, 14, /expected "," or "\." but found "X"/],
  ['annotation without period', '@output("q")', 1, 13, /expected "\."/],
  ['constant in a contributor list', 'q(X, S) :- p(X, Y), S = msum(Y, <1>).', 1, 34, /expected variable but found "1"/],
  ['upper-case predicate', 'q(X) :- p(X).\nQ(X) :- p(X).', 2, 1, /predicate names start with a lowercase letter/],
  ['unclosed atom', 'q(X) :- not p(X.', 1, 16, /expected "," or "\)" but found "\."/],
  ['expression on the left of a condition', 'c(X) :- o(X, S), o(X, D),\n    S + D > 0.5.', 2, 5, /left side of a condition must be a variable/],
  ['missing set after in', 'q(X) :- p(X), X in .', 1, 20, /expected an expression/],
  ['neck written as Prolog if-then', 'q(X) :- p(X) -> r(X).', 1, 14, /expected "," or "\."/],
];

for (const [name, source, line, column, message] of WRONG) {
  test(`rejects: ${name} at ${line}:${column}`, () => {
    const result = parseVadalog(source);
    assert.equal(result.ok, false, 'the program should be rejected');
    if (result.ok) return;
    assert.equal(`${result.error.line}:${result.error.column}`, `${line}:${column}`, result.error.message);
    assert.match(result.error.message, message);
  });
}

test('a fragment may omit the last period or be a bare body', () => {
  assert.equal(parseVadalog('path(X, Z) :- path(X, Y), edge(Y, Z)').ok, false);
  assert.ok(parseVadalog('path(X, Z) :- path(X, Y), edge(Y, Z)', { fragment: true }).ok);
  assert.ok(parseVadalog('own(X, Y, W), W > 0.5', { fragment: true }).ok);
  const wrong = parseVadalog('own(X, Y, W), W >', { fragment: true });
  assert.equal(wrong.ok, false);
});
