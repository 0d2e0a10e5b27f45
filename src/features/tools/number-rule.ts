import { useState } from 'react';

/**
 * What a calculator's number field accepts: a number between `min` and `max` (`above`: more than
 * `min`, not equal to it), whole when `integer`. A tool computes nothing from a field that breaks
 * its rule: the field says what is wrong beside it, the result waits (no "-$0", no "0 mm = 0 in").
 */
export interface NumberRule {
  min: number;
  max: number;
  /** `min` itself is refused: a carton side or a price must be more than 0. */
  above?: boolean;
  integer?: boolean;
}

export type NumberProblem = 'empty' | 'nan' | 'min' | 'max' | 'integer';

export type NumberRead =
  { value: number; problem?: undefined } | { value: null; problem: NumberProblem };

const NUMBER = /^[-+]?(\d+(\.\d*)?|\.\d+)(e[-+]?\d+)?$/i;

/** The number in a field's text, or why it is refused. */
export function readNumber(text: string, rule: NumberRule): NumberRead {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return { value: null, problem: 'empty' };
  if (!NUMBER.test(trimmed)) return { value: null, problem: 'nan' };
  const value = Number(trimmed);
  if (Number.isNaN(value)) return { value: null, problem: 'nan' };
  if (rule.above ? value <= rule.min : value < rule.min) return { value: null, problem: 'min' };
  if (value > rule.max) return { value: null, problem: 'max' };
  if (rule.integer && !Number.isInteger(value)) return { value: null, problem: 'integer' };
  return { value };
}

/** A number field's state: the text as typed, and the number it holds under `rule` (or null). */
export interface NumberInput {
  text: string;
  setText: (text: string) => void;
  /** Sets the field from a number (a unit switch), rounded to `digits` decimals. */
  setValue: (value: number, digits?: number) => void;
  rule: NumberRule;
  value: number | null;
  problem: NumberProblem | undefined;
}

export function useNumberInput(initial: number, rule: NumberRule): NumberInput {
  const [text, setText] = useState(() => String(initial));
  const read = readNumber(text, rule);
  return {
    text,
    setText,
    setValue: (value, digits = 6) => setText(String(Number(value.toFixed(digits)))),
    rule,
    value: read.value,
    problem: read.problem,
  };
}
