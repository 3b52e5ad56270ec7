import { expect } from 'vitest';
import type { ApiAnswer } from './call-api.ts';

/** A refused call as the screen reads it: the status, the message, and the form field it names (if any). */
export function expectRefusal(answer: ApiAnswer, status: number, message: string, field?: string): void {
  const body = answer.body as ApiAnswer['body'] & { field?: string };
  expect({ status: answer.status, message: body.message, field: body.field }).toEqual({ status, message, field });
}
