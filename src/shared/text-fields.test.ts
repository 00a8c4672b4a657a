import { describe, expect, it } from 'vitest';
import { emailField, isEmailAddress } from './text-fields.js';

/** Issue 23 §6: the lead and voicemail e-mail rule, the same in the browser and on the server. */
describe('the e-mail rule', () => {
  it.each([
    'jane@acme.com',
    'JANE@ACME.COM',
    "o'brien@acme.co.uk",
    'jane.doe+quotes@sub.acme-corp.example',
    'j_d-2@a.io',
    'jane@xn--bcher-kva.example',
    'jane@acme.xn--p1ai',
    `${'a'.repeat(64)}@${'b'.repeat(63)}.com`,
  ])('accepts %s', (address) => {
    expect(isEmailAddress(address)).toBe(true);
    expect(emailField.safeParse(address).success).toBe(true);
  });

  it.each([
    // A query or an escape after the address: a mailto: link would carry it as headers.
    'jane@acme.com?cc=spy%40evil.example',
    'jane@acme.com?bcc=spy@evil.example',
    'jane@acme.com%0Abcc:spy@evil.example',
    'jane@acme.com#x',
    'jane%40evil.example@acme.com',
    'jane?cc=x@acme.com',
    'jane&cc=x@acme.com',
    // Host names: labels of letters, digits and hyphens, no hyphen at either end, a dotted name.
    'jane@acme',
    'jane@-acme.com',
    'jane@acme-.com',
    'jane@acme..com',
    'jane@.acme.com',
    'jane@acme.com.',
    'jane@acme.c',
    'jane@acme.123',
    'jane@127.0.0.1',
    'jane@[127.0.0.1]',
    'jane@acme_corp.com',
    `jane@${'b'.repeat(64)}.com`,
    // The mailbox name.
    '.jane@acme.com',
    'jane.@acme.com',
    'ja..ne@acme.com',
    'jane@@acme.com',
    '@acme.com',
    'jane doe@acme.com',
    'jane@acme .com',
    'jane@acme.com\nbcc: spy@evil.example',
    `${'a'.repeat(65)}@acme.com`,
    'not-an-email',
  ])('refuses %j with SPEC’s message', (address) => {
    expect(isEmailAddress(address)).toBe(false);
    const result = emailField.safeParse(address);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(
      /^(Please enter a valid email address|Email address is too long)$/,
    );
  });

  it('trims the spaces around an address first, and bounds the whole to 254 characters', () => {
    expect(emailField.parse('  jane@acme.com ')).toBe('jane@acme.com');
    const longest = `${'a'.repeat(64)}@${'b.'.repeat(93)}com`;
    expect(longest).toHaveLength(254);
    expect(emailField.safeParse(longest).success).toBe(true);
    expect(isEmailAddress(`${'a'.repeat(64)}@${'b.'.repeat(93)}comm`)).toBe(false);
    expect(emailField.safeParse(`${longest}m`).error?.issues[0]?.message).toBe('Email address is too long');
  });
});
