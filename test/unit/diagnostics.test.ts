import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Diagnostics } from '../../compiler/diagnostics.js';
import { formatWhere, PxError, PxErrorList, toPxErrors } from '../../compiler/errors.js';
import { pxErrors } from '../../compiler/errors/catalogue.js';

const problem = { kind: 'broken-link', message: 'content/a.md:3:1 → /nope (no page at /nope)', where: { file: 'content/a.md', line: 3, column: 1 } };

describe('Diagnostics severities', () => {
  it('should collect a "throw" problem as the given catalogue error at its position', () => {
    const diagnostics = new Diagnostics();
    diagnostics.report('throw', problem, pxErrors.BrokenLink);
    assert.equal(diagnostics.errors.length, 1);
    assert.equal(diagnostics.warnings.length, 0);
    assert.equal(diagnostics.logs.length, 0);
    const error = diagnostics.errors[0];
    assert.ok(error instanceof PxError);
    assert.equal(error.title, 'Broken link');
    assert.equal(error.code, 'BrokenLink');
    assert.equal(error.hint, pxErrors.BrokenLink.hint);
    assert.equal(error.message, problem.message);
    assert.deepEqual(error.where, problem.where);
  });

  it('should not throw at report time, only from throwIfErrors, with every error at once', () => {
    const diagnostics = new Diagnostics();
    diagnostics.report('throw', problem);
    diagnostics.report('throw', { ...problem, message: 'second', where: { file: 'content/b.md', line: 9 } });
    assert.throws(() => diagnostics.throwIfErrors(), (error: unknown) => {
      assert.ok(error instanceof PxErrorList);
      assert.equal(error.errors.length, 2);
      assert.equal(error.errors[0].title, 'Build failed');
      return true;
    });
  });

  it('should not throw from throwIfErrors when there are no errors', () => {
    const diagnostics = new Diagnostics();
    diagnostics.report('warn', problem);
    assert.doesNotThrow(() => diagnostics.throwIfErrors());
  });

  it('should collect a "warn" problem as a warning', () => {
    const diagnostics = new Diagnostics();
    diagnostics.report('warn', problem);
    assert.deepEqual(diagnostics.warnings, [problem]);
    assert.equal(diagnostics.errors.length, 0);
    assert.equal(diagnostics.logs.length, 0);
  });

  it('should treat warn() as report("warn")', () => {
    const diagnostics = new Diagnostics();
    diagnostics.warn(problem);
    assert.deepEqual(diagnostics.warnings, [problem]);
  });

  it('should collect a "log" problem as a note', () => {
    const diagnostics = new Diagnostics();
    diagnostics.report('log', problem);
    assert.deepEqual(diagnostics.logs, [problem]);
    assert.equal(diagnostics.errors.length + diagnostics.warnings.length, 0);
  });

  it('should drop an "ignore" problem', () => {
    const diagnostics = new Diagnostics();
    diagnostics.report('ignore', problem);
    assert.equal(diagnostics.errors.length + diagnostics.warnings.length + diagnostics.logs.length, 0);
    assert.doesNotThrow(() => diagnostics.throwIfErrors());
  });

  it('should report the same problem once however many times it is met', () => {
    const diagnostics = new Diagnostics();
    diagnostics.report('warn', problem);
    diagnostics.report('warn', { ...problem });
    diagnostics.report('throw', problem);
    diagnostics.report('throw', problem);
    assert.equal(diagnostics.warnings.length, 1);
    assert.equal(diagnostics.errors.length, 1);
  });

  it('should keep problems that differ only by line', () => {
    const diagnostics = new Diagnostics();
    diagnostics.report('warn', problem);
    diagnostics.report('warn', { ...problem, where: { ...problem.where, line: 4 } });
    assert.equal(diagnostics.warnings.length, 2);
  });
});

describe('errors helpers', () => {
  it('should format file, file:line and file:line:column', () => {
    assert.equal(formatWhere(undefined), '');
    assert.equal(formatWhere({ file: 'a.md' }), 'a.md');
    assert.equal(formatWhere({ file: 'a.md', line: 3 }), 'a.md:3');
    assert.equal(formatWhere({ file: 'a.md', line: 3, column: 7 }), 'a.md:3:7');
  });

  it('should turn unknown errors into an "Unexpected error" PxError and unwrap lists', () => {
    const [unexpected] = toPxErrors(new TypeError('boom'));
    assert.equal(unexpected.title, 'Unexpected error');
    assert.match(unexpected.message, /boom/);
    const list = new PxErrorList([new PxError('A', 'a'), new PxError('B', 'b')]);
    assert.deepEqual(toPxErrors(list).map((error) => error.title), ['A', 'B']);
    const single = new PxError('C', 'c');
    assert.deepEqual(toPxErrors(single), [single]);
  });
});
