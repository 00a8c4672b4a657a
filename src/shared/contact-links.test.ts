import { describe, expect, it } from 'vitest';
import { mailtoHref, telHref } from './contact-links.js';

describe('contact links', () => {
  it('links an address to itself', () => {
    expect(mailtoHref('jane.doe@acme.example')).toBe('mailto:jane.doe@acme.example');
    expect(mailtoHref("o'brien@acme.example")).toBe("mailto:o'brien@acme.example");
  });

  it('encodes whatever would make a stored address a query, a header or a second recipient', () => {
    expect(mailtoHref('jane@acme.com?cc=spy%40evil.example')).toBe('mailto:jane@acme.com%3Fcc%3Dspy%2540evil.example');
    expect(mailtoHref('jane@acme.com?bcc=spy@evil.example')).toBe('mailto:jane@acme.com%3Fbcc%3Dspy%40evil.example');
    expect(mailtoHref('jane@acme.com,spy@evil.example')).toBe('mailto:jane@acme.com%2Cspy%40evil.example');
    expect(mailtoHref('jane+tag@acme.com&body=x#y')).toBe('mailto:jane%2Btag@acme.com%26body%3Dx%23y');
    expect(mailtoHref('no at sign?cc=x')).toBe('mailto:no%20at%20sign%3Fcc%3Dx');
    for (const href of [mailtoHref('a@b.c?cc=d@e.f&subject=x'), mailtoHref('a b@c d\r\nBcc: e@f')]) {
      expect(href.slice('mailto:'.length)).not.toMatch(/[?&#=,\s]/);
    }
  });

  it('dials only the digits, with a leading + for an international number', () => {
    expect(telHref('(312) 555-0188')).toBe('tel:3125550188');
    expect(telHref(' +1 312 555 0188')).toBe('tel:+13125550188');
    expect(telHref('+13125550188')).toBe('tel:+13125550188');
    expect(telHref('312-555-0188?call=1#x;ext=9')).toBe('tel:312555018819');
    expect(telHref('555+0188')).toBe('tel:5550188');
  });
});
