import type { SessionActivity } from '#shared/session-schemas.js';
import { formatDurationSeconds } from '#client/components/dashboard/format.js';

/**
 * The short line under an activity on a session card. `details` is free-form JSON from the
 * tracker (and older rows may lack fields), so every field is read defensively.
 */

type Details = SessionActivity['details'];

function textField(details: Details, name: string): string | null {
  const value = details?.[name];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

function numberField(details: Details, name: string): number | null {
  const value = details?.[name];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

const quoted = (text: string) => `“${text}”`;

function visitDetail(details: Details): string | null {
  const seconds = numberField(details, 'timeOnPage');
  const parts = [
    textField(details, 'referrerLabel'),
    seconds === null ? null : `${formatDurationSeconds(seconds)} on page`,
  ];
  return parts.filter(Boolean).join(' · ') || null;
}

function clickDetail(details: Details): string | null {
  const text = textField(details, 'elementText');
  if (text) return quoted(text);
  const tag = textField(details, 'elementTag');
  return tag ? `<${tag.toLowerCase()}>` : null;
}

/** The field and, when it was captured, what was typed: this is the admin's own data view. */
function keystrokeDetail(details: Details): string | null {
  const field = textField(details, 'fieldName') ?? textField(details, 'elementType');
  const value = textField(details, 'inputValue');
  if (field && value) return `${field}: ${quoted(value)}`;
  return field ?? (value && quoted(value));
}

export function activityDetail(activity: SessionActivity): string | null {
  switch (activity.type) {
    case 'visit':
      return visitDetail(activity.details);
    case 'click':
      return clickDetail(activity.details);
    case 'keystroke':
      return keystrokeDetail(activity.details);
  }
}
