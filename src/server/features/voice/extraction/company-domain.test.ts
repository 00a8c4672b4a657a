import { describe, expect, it } from 'vitest';
import { companyDomainLabel, isMailServiceName } from './company-domain.js';
import { readEmailHints } from './email-hints.js';
import { sanitizeExtracted } from './sanitize-extracted.js';
import { understandVoicemail } from './understand-voicemail.js';

/**
 * A mail provider's or a reserved domain never becomes the caller's company (decision 0035):
 * someone@example.com once gave the company "Example".
 */

const PROVIDERS = [
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'yahoo.co.uk',
  'yahoo.fr',
  'ymail.com',
  'outlook.com',
  'outlook.de',
  'hotmail.com',
  'hotmail.co.uk',
  'live.com',
  'msn.com',
  'icloud.com',
  'me.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'pm.me',
  'gmx.com',
  'gmx.de',
  'gmx.net',
  'mail.com',
  'email.com',
  'yandex.ru',
  'yandex.com',
  'zoho.com',
  'fastmail.com',
  'fastmail.fm',
  'comcast.net',
  'sbcglobal.net',
  'att.net',
  'verizon.net',
  'cox.net',
  'charter.net',
  'earthlink.net',
  'optonline.net',
  'bellsouth.net',
  'cfl.rr.com',
  'btinternet.com',
  't-online.de',
];
const RESERVED = [
  'example.com',
  'example.net',
  'example.org',
  'example.co.uk',
  'mail.example.com',
  'acme.test',
  'goldbergstaffing.example',
  'acme.invalid',
  'acme.localhost',
  'office.local',
  'corp.internal',
  'printer.home.arpa',
];

describe('company-domain: domains that name no company', () => {
  it.each([...PROVIDERS, ...RESERVED])('%s names no company', (domain) => {
    expect(companyDomainLabel(domain)).toBeUndefined();
    expect(readEmailHints(`rachel.goldberg@${domain}`).company).toBeUndefined();
    expect(readEmailHints(`info@${domain}`).company).toBeUndefined();
    expect(readEmailHints(`someone@${domain}`).surnameCandidates).toEqual([]);
  });

  it('still reads the name from such an address', () => {
    expect(readEmailHints('rachel.goldberg@example.com')).toMatchObject({
      firstName: { value: 'Rachel' },
      lastName: { value: 'Goldberg' },
    });
  });

  it.each([
    ['goldbergstaffing.com', 'goldbergstaffing'],
    ['mail.blueridgetrucking.com', 'blueridgetrucking'],
    ['brandt-logistics.co.uk', 'brandt-logistics'],
    ['examplebakery.com', 'examplebakery'],
    ['mailboxdepot.net', 'mailboxdepot'],
    ['testingservices.io', 'testingservices'],
  ])('%s is a company’s domain (%s)', (domain, label) => {
    expect(companyDomainLabel(domain)).toBe(label);
  });

  it('someone@example.com yields no company, from the address or heard', () => {
    const { extractedData, understanding } = understandVoicemail('hi um we owe about a million dollars', {
      hints: { email: 'someone@example.com' },
    });
    expect(extractedData.company).toBeUndefined();
    expect(understanding.fields.company).toBeUndefined();
  });
});

describe('company-domain: names that are a mail service', () => {
  it.each([
    'Gmail',
    'gmail',
    'Yahoo',
    'Yahoo Mail',
    'Hotmail',
    'Outlook',
    'iCloud',
    'AOL',
    'Proton Mail',
    'ProtonMail',
    'Google Mail',
    'Example',
    'gmail.com',
    'Example.com',
    'acme.test',
    'Gmail Dot Com',
    'comcast dot net',
  ])('%s', (name) => {
    expect(isMailServiceName(name)).toBe(true);
  });

  it.each([
    'Goldberg Staffing',
    'Verizon',
    'Spectrum Staffing',
    'Frontier Paving LLC',
    'Walsh Excavating Dot Com',
    'goldbergstaffing.com',
    'Live Oak Construction',
    'Mail Boxes Plus',
  ])('%s is not', (name) => {
    expect(isMailServiceName(name)).toBe(false);
  });

  it('never takes a spoken address or a placeholder for the company heard', () => {
    for (const transcript of [
      'hi this is rachel goldberg at gmail dot com we owe two million dollars',
      'this is john smith from yahoo we owe about a million',
      'i work at example dot com we owe about a million',
      'hi this is jane calling from example',
      'hi this is john from proton mail',
    ]) {
      expect(understandVoicemail(transcript).understanding.fields.company, transcript).toBeUndefined();
    }
  });

  it('takes a company’s own spoken domain for its name', () => {
    const { extractedData } = understandVoicemail(
      'this is rachel walsh from walsh excavating dot com we owe a million',
    );
    expect(extractedData.company).toBe('Walsh Excavating');
  });

  it('drops a mail service an LLM gave as the company, keeping the rest', () => {
    expect(sanitizeExtracted({ firstName: 'Jane', company: 'Example' })).toEqual({ firstName: 'Jane' });
    expect(sanitizeExtracted({ company: 'gmail.com' })).toEqual({});
    expect(sanitizeExtracted({ company: 'Goldberg Staffing' })).toEqual({ company: 'Goldberg Staffing' });
  });
});
