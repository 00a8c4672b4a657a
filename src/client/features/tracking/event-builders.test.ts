import { describe, expect, it } from 'vitest';
import {
  clickFields,
  cutText,
  keystrokeFields,
  visibleText,
  type ClickTarget,
  type FieldTarget,
} from './event-builders.js';

describe('cutText', () => {
  it('counts code points, never splitting a surrogate pair', () => {
    expect(cutText('abc', 3)).toBe('abc');
    expect(cutText('abcd', 3)).toBe('abc');
    expect(cutText('😀😀😀😀', 3)).toBe('😀😀😀');
  });
});

describe('visibleText', () => {
  it('trims, collapses whitespace and keeps the first 100 characters', () => {
    expect(visibleText('  Get\n\n   Free \t Consultation  ')).toBe('Get Free Consultation');
    const long = `  ${'word '.repeat(100)}`;
    const text = visibleText(long);
    expect(text).toHaveLength(100);
    expect(text).toBe('word '.repeat(20).slice(0, 100));
    expect(visibleText(' \n ')).toBeNull();
  });
});

interface FakeElement extends ClickTarget {
  matches: (selector: string) => boolean;
}

function element(
  tagName: string,
  {
    id = '',
    className = null as string | null,
    text = '',
    parent = null as FakeElement | null,
    isPrivate = false,
  } = {},
): FakeElement {
  const self: FakeElement = {
    id,
    tagName,
    textContent: text,
    getAttribute: (name) => (name === 'class' ? className : null),
    matches: (selector) =>
      selector === '[data-private]' ? isPrivate : selector.split(',').includes(tagName.toLowerCase()),
    closest: (selector) => (self.matches(selector) ? self : (parent?.closest(selector) ?? null)),
  };
  return self;
}

describe('clickFields', () => {
  it('reports the element, its class attribute, tag, text and rounded page coordinates', () => {
    const target = element('DIV', { id: 'hero', className: 'a b', text: '  Hello\n  world ' });
    expect(clickFields(target, 10.4, 2000.6)).toEqual({
      elementId: 'hero',
      elementClass: 'a b',
      elementTag: 'div',
      elementText: 'Hello world',
      clickX: 10,
      clickY: 2001,
    });
  });

  it('reports the button around a clicked icon', () => {
    const button = element('BUTTON', { id: 'cta', className: 'btn', text: 'Get Free Consultation' });
    const icon = element('path', { className: null, parent: element('svg', { parent: button }) });
    expect(clickFields(icon, 1, 2)).toMatchObject({
      elementId: 'cta',
      elementTag: 'button',
      elementText: 'Get Free Consultation',
    });
  });

  it('sends null for what is missing, and no text inside a data-private element', () => {
    const secret = element('SPAN', { text: 'account 1234', parent: element('DIV', { isPrivate: true }) });
    expect(clickFields(secret, 0, 0)).toMatchObject({ elementId: null, elementClass: null, elementText: null });
  });

  it('keeps fields within the server limits', () => {
    const target = element('DIV', { id: 'i'.repeat(300), className: 'c'.repeat(2000) });
    const fields = clickFields(target, -1e9, 1e9);
    expect(fields.elementId).toHaveLength(200);
    expect(fields.elementClass).toHaveLength(1000);
    expect([fields.clickX, fields.clickY]).toEqual([-100_000, 1_000_000]);
  });
});

function field(type: string, value: string, { name = 'firstName', id = 'f', isPrivate = false } = {}): FieldTarget {
  return {
    type,
    value,
    name,
    id,
    getAttribute: () => null,
    closest: (selector) => (selector === '[data-private]' && isPrivate ? {} : null),
  };
}

describe('keystrokeFields', () => {
  it('reports the field, its value and the key', () => {
    expect(keystrokeFields(field('text', 'Ann'), 'n', false)).toEqual({
      elementId: 'f',
      elementType: 'text',
      fieldName: 'firstName',
      inputValue: 'Ann',
      keystroke: 'n',
    });
    expect(keystrokeFields(field('textarea', 'Hi', { name: '', id: '' }), null, false)).toEqual({
      elementId: null,
      elementType: 'textarea',
      fieldName: null,
      inputValue: 'Hi',
      keystroke: null,
    });
  });

  it('cuts the value to 500 characters', () => {
    expect(keystrokeFields(field('text', 'x'.repeat(600)), null, false).inputValue).toHaveLength(500);
  });

  it('redacts passwords, data-private fields and everything under a privacy signal', () => {
    for (const [target, redactAll] of [
      [field('password', 'hunter2'), false],
      [field('text', 'hunter2', { isPrivate: true }), false],
      [field('text', 'hunter2'), true],
    ] as const) {
      expect(keystrokeFields(target, '2', redactAll)).toMatchObject({ inputValue: null, keystroke: null });
      expect(keystrokeFields(target, 'Enter', redactAll)).toMatchObject({ inputValue: null, keystroke: 'Enter' });
    }
  });
});
