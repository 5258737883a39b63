import { useCallback } from 'react';
import { useTranslate } from 'ra-core';
import { numberFormat } from '../domain/format';
import { useLanguage } from './useLanguage';

/**
 * What a form says is wrong with a field: a catalogue key, or a key with its placeholders
 * (react-admin's `{ message, args }`), e.g. `{ message: 'validation.maxLength', args: { 0: 2000 } }`.
 */
export type Problem = string | { message: string; args?: Record<string, string | number> };

/** A rule's message with the numbers it names: "At most $0 characters". */
export const maxLengthProblem = (max: number): Problem => ({ message: 'validation.maxLength', args: { 0: max } });

/** The problem's text: translated, its numbers written as the language writes them ("2,000", "2.000"). */
export function useTranslateProblem(): (problem: Problem) => string {
  const translate = useTranslate();
  const { locale } = useLanguage();
  return useCallback(
    (problem) => {
      if (typeof problem === 'string') return translate(problem, { _: problem });
      const args = Object.fromEntries(
        Object.entries(problem.args ?? {}).map(([name, value]) => [name, typeof value === 'number' ? numberFormat(locale).format(value) : value]),
      );
      return translate(problem.message, { _: problem.message, ...args });
    },
    [translate, locale],
  );
}
