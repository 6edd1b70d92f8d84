import type { ValidationProblem } from '@decola/domain';

/** Each field's messages joined in one line (the new-password pattern can miss several rules). */
export function messagesByField(problems: readonly ValidationProblem[]): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const problem of problems) {
    const field = problem.field ?? 'form';
    byField[field] = byField[field] ? `${byField[field]} ${problem.message}` : problem.message;
  }
  return byField;
}

/** Moves focus to a form's field by its name (the first field with a problem, after a submit). */
export function focusField(form: HTMLFormElement, name: string) {
  const field = form.elements.namedItem(name);
  if (field instanceof HTMLElement) field.focus();
}
