// The shapes the Vadalog parser returns (built in vadalog.peggy's actions).

export interface Loc {
  /** 1-based line and column of the first character, inside the parsed text. */
  line: number;
  column: number;
  offset: number;
  /** Offset just past the last character. */
  end: number;
}

export interface Program { type: 'Program'; clauses: Clause[]; body?: BodyItem[] }
export type Clause = Annotation | Fact | Rule;

export interface Annotation { type: 'Annotation'; name: string; args: Term[]; loc: Loc }
export interface Fact { type: 'Fact'; atom: Atom; annotations: Annotation[]; loc: Loc }
export interface Rule { type: 'Rule'; head: Atom[] | EgdHead | FalseHead; body: BodyItem[]; annotations: Annotation[]; loc: Loc }
export interface EgdHead { type: 'EgdHead'; left: Variable; right: Variable; loc: Loc }
export interface FalseHead { type: 'FalseHead'; loc: Loc }

export interface Atom { type: 'Atom'; predicate: string; args: Term[]; loc: Loc }
export interface Negation { type: 'Negation'; atom: Atom; loc: Loc }
export interface Graph { type: 'Graph'; algorithm: string; edge: string; args: Term[]; loc: Loc }
export interface Dom { type: 'Dom'; loc: Loc }
export interface Condition { type: 'Condition'; left: Variable; op: ConditionOperator; right: Expression; loc: Loc }
export type ConditionOperator = '=' | '==' | '!=' | '<>' | '<' | '<=' | '>' | '>=' | 'in' | '!in';
export type BodyItem = Atom | Negation | Graph | Dom | Condition;

export interface Variable { type: 'Variable'; name: string; loc: Loc }
export interface Parameter { type: 'Parameter'; name: string; loc: Loc }
export interface NumberTerm { type: 'Number'; value: number; text: string; loc: Loc }
export interface StringTerm { type: 'String'; value: string; loc: Loc }
export interface BooleanTerm { type: 'Boolean'; value: boolean; loc: Loc }
export interface DateTerm { type: 'Date'; value: string; loc: Loc }
export interface ListTerm { type: 'List'; items: Term[]; loc: Loc }
export interface SetTerm { type: 'Set'; items: Term[]; loc: Loc }
export type Term = Variable | Parameter | NumberTerm | StringTerm | BooleanTerm | DateTerm | ListTerm | SetTerm;

export interface Binary { type: 'Binary'; op: string; left: Expression; right: Expression; loc: Loc }
export interface Unary { type: 'Unary'; op: '-' | '!'; operand: Expression; loc: Loc }
export interface Call { type: 'Call'; namespace?: string; name: string; args: Expression[]; loc: Loc }
export interface Aggregate { type: 'Aggregate'; name: string; args: Expression[]; contributors: Variable[]; loc: Loc }
export type Expression = Term | Binary | Unary | Call | Aggregate;
