import { useState } from 'react';
import { useErrorText, type FormProblem } from './useErrorText';

export const noProblem: FormProblem = { fields: {}, form: null };

/**
 * A form's problem, and the two ways it gets one: the domain's checks before sending (each id,
 * where a check failed, as text beside its field) and the server's refusal after.
 */
export function useFormProblem() {
  const { text, describe } = useErrorText();
  const [problem, setProblem] = useState<FormProblem>(noProblem);
  /** Shows the checks that failed; true when one did, and the form must not be sent. */
  const refuse = (checks: Record<string, string | null | undefined>) => {
    const fields = Object.fromEntries(Object.entries(checks).flatMap(([field, id]) => (id ? [[field, text(id)]] : [])));
    if (Object.keys(fields).length > 0) setProblem({ fields, form: null });
    return Object.keys(fields).length > 0;
  };
  return { problem, setProblem, refuse, text, describe };
}
