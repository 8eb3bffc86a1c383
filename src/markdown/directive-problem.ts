import { catalogue, diagnostic, type Diagnostic } from '../diagnostics/index.ts';
import type { QuoteProblem } from '../domain/quote.ts';
import { closest } from '../domain/suggest.ts';
import type { DirectiveUse } from './directives.ts';

/** Where a directive's problem is reported: its place, the field and the source lines around it. */
export interface ProblemPlace {
  loc: { file: string; line: number; column: number };
  field: string;
  frame?: string;
}

/** A directive's problem as a diagnostic, at the place given. */
export function directiveProblem(use: Pick<DirectiveUse, 'name'>, problem: QuoteProblem, where: ProblemPlace): Diagnostic {
  switch (problem.kind) {
    case 'unknown-directive':
      return diagnostic(catalogue.UnknownDirective, { name: use.name, names: problem.choices }, where);
    case 'missing-attribute':
      return diagnostic(
        catalogue.DirectiveAttribute,
        { name: use.name, attribute: problem.attribute, missing: true, attributes: [problem.attribute] },
        where,
      );
    case 'unknown-attribute':
      return diagnostic(
        catalogue.DirectiveAttribute,
        { name: use.name, attribute: problem.attribute, missing: false, attributes: problem.choices },
        where,
      );
    case 'undated':
      return diagnostic(catalogue.DirectiveUndated, { quoted: problem.quoted }, where);
    case 'bad-number':
      return diagnostic(
        catalogue.DirectiveValue,
        {
          name: use.name,
          attribute: problem.attribute,
          value: problem.value,
          choices: [],
          expected: `a number from ${problem.min} to ${problem.max}`,
        },
        where,
      );
    case 'unknown-value': {
      const suggestion = closest(problem.value, problem.choices);
      return diagnostic(
        catalogue.DirectiveValue,
        {
          name: use.name,
          attribute: problem.attribute,
          value: problem.value,
          ...(suggestion ? { suggestion } : {}),
          choices: problem.choices,
        },
        where,
      );
    }
  }
}
