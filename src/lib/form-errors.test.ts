import { describe, expect, it } from 'vitest';
import { errorMessage, firstError } from './form-errors';

describe('firstError', () => {
  it('reads the first message of issues or strings', () => {
    expect(firstError([])).toBeUndefined();
    expect(firstError([undefined, { message: '' }, { message: 'Required' }])).toBe('Required');
    expect(firstError(['Too short', { message: 'Required' }])).toBe('Too short');
    expect(firstError([{ code: 'custom' }, null])).toBeUndefined();
  });
});

describe('errorMessage', () => {
  it('answers the message of an error, or the value as text', () => {
    expect(errorMessage(new Error('Server disconnected'))).toBe('Server disconnected');
    expect(errorMessage('plain')).toBe('plain');
  });
});
