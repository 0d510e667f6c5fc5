// Collects what the build finds wrong and applies each check's configured severity:
// `throw` fails the build (after all problems are gathered), `warn` and `log` are
// printed at the end, `ignore` drops it.
import { PxErrorList, type PxError, type SourcePosition } from './errors.js';
import { pxErrors, type ErrorEntry } from './errors/catalogue.js';
import type { Severity } from './config/schema.js';

export interface Diagnostic {
  /** Which check found it, e.g. 'broken-link'; used to group the report. */
  kind: string;
  message: string;
  where?: SourcePosition;
}

export class Diagnostics {
  readonly errors: PxError[] = [];
  readonly warnings: Diagnostic[] = [];
  readonly logs: Diagnostic[] = [];
  private readonly seen = new Set<string>();

  /** `error`: the catalogue entry the problem becomes when its severity is 'throw'. */
  report(severity: Severity, diagnostic: Diagnostic, error: ErrorEntry<{ message: string }> = pxErrors.BuildFailed): void {
    // One problem is reported once, however many passes meet it.
    const key = `${severity}|${diagnostic.kind}|${diagnostic.message}|${diagnostic.where?.file}:${diagnostic.where?.line}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    if (severity === 'throw') this.errors.push(error.create({ message: diagnostic.message }, { where: diagnostic.where }));
    else if (severity === 'warn') this.warnings.push(diagnostic);
    else if (severity === 'log') this.logs.push(diagnostic);
  }

  warn(diagnostic: Diagnostic): void {
    this.report('warn', diagnostic);
  }

  /** Throws every collected error at once, so one run shows all of them. */
  throwIfErrors(): void {
    if (this.errors.length) throw new PxErrorList(this.errors);
  }
}
