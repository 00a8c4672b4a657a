import { describe, expect, it } from 'vitest';
import { leadRequestSchema } from '#shared/lead-schemas.js';
import { brochureLead, consultationLead } from './lead-payloads.js';
import { sessionIdFrom } from '#client/lib/islands/visitor-session-id.js';

const brochure = { email: 'jane@acme.example', firstName: 'Jane', company: 'Acme', phone: '' };
const consultation = {
  firstName: 'Jane',
  lastName: 'Public',
  email: 'jane@acme.example',
  company: '',
  phone: '212 555 0100',
  debtAmount: '1m-5m' as const,
  creditorsCount: '' as const,
  message: 'Three cash advances',
};

describe('lead payloads (SPEC §3)', () => {
  it('sends the brochure lead with an empty last name, the fixed message and its type', () => {
    const payload = brochureLead(brochure, 'session_1_abc');
    expect(payload).toEqual({
      ...brochure,
      lastName: '',
      message: 'Downloaded free debt negotiation guide',
      type: 'lead_magnet',
      sessionId: 'session_1_abc',
    });
    expect(leadRequestSchema.safeParse(payload).success).toBe(true);
  });

  it('sends the eight consultation values, its type and the session id', () => {
    const payload = consultationLead(consultation, null);
    expect(payload).toEqual({ ...consultation, type: 'consultation', sessionId: null });
    expect(leadRequestSchema.safeParse(payload).success).toBe(true);
  });

  it('adds the spam trap only when something filled it', () => {
    expect(consultationLead(consultation, null, '')).not.toHaveProperty('website');
    expect(brochureLead(brochure, null, 'http://spam.example')).toMatchObject({ website: 'http://spam.example' });
  });
});

describe('sessionIdFrom', () => {
  it('passes ids the server accepts and drops anything else', () => {
    expect(sessionIdFrom('session_1712345678901_k3j4h5')).toBe('session_1712345678901_k3j4h5');
    expect(sessionIdFrom(null)).toBeNull();
    expect(sessionIdFrom('')).toBeNull();
    expect(sessionIdFrom('"quoted"')).toBeNull();
    expect(sessionIdFrom('x'.repeat(101))).toBeNull();
  });
});
