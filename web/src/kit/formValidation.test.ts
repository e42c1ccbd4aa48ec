import { describe, expect, it } from 'vitest';
import { isFieldValidationRejection } from './formValidation';

describe('isFieldValidationRejection', () => {
  it("knows a form's refusal of its input from other failures", () => {
    expect(isFieldValidationRejection({ values: {}, errorFields: [{ name: ['name'], errors: ['x'] }] })).toBe(true);
    expect(isFieldValidationRejection(new Error('boom'))).toBe(false);
    expect(isFieldValidationRejection({ message: 'no fields' })).toBe(false);
    expect(isFieldValidationRejection(null)).toBe(false);
    expect(isFieldValidationRejection('errorFields')).toBe(false);
  });
});
