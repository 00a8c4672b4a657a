import { describe, expect, it } from 'vitest';
import { emailProblem, phoneProblem } from './contact-validation.js';

describe('emailProblem (SPEC §5)', () => {
  it('requires an e-mail', () => {
    expect(emailProblem('')).toBe('Email is required');
    expect(emailProblem('   ')).toBe('Email is required');
  });

  it('wants a simple address', () => {
    expect(emailProblem('john')).toBe('Please enter a valid email address');
    expect(emailProblem('john@')).toBe('Please enter a valid email address');
    expect(emailProblem('john@carter')).toBe('Please enter a valid email address');
    expect(emailProblem('john carter@acme.example')).toBe('Please enter a valid email address');
  });

  it('accepts an address, spaces around it included', () => {
    expect(emailProblem('john@carterpaving.example')).toBeUndefined();
    expect(emailProblem('  john@carterpaving.example ')).toBeUndefined();
  });
});

describe('phoneProblem', () => {
  it('accepts nothing or a phone number', () => {
    expect(phoneProblem('')).toBeUndefined();
    expect(phoneProblem('(312) 555-0188')).toBeUndefined();
    expect(phoneProblem('+1 312 555 0188')).toBeUndefined();
  });

  it('refuses what the server would refuse', () => {
    expect(phoneProblem('call me')).toBe('Please enter a valid phone number');
    expect(phoneProblem('12')).toBe('Please enter a valid phone number');
  });
});
