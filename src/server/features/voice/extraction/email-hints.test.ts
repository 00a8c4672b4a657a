import { describe, expect, it } from 'vitest';
import { readEmailHints } from './email-hints.js';

/** The hints as plain values: first, last, initial, company. */
function read(address: string) {
  const hints = readEmailHints(address);
  return {
    first: hints.firstName?.value,
    last: hints.lastName?.value,
    initial: hints.initial,
    company: hints.company?.value,
  };
}

describe('readEmailHints: the name in the local part', () => {
  it.each([
    ['rachel.goldberg@goldbergstaffing.com', 'Rachel', 'Goldberg', undefined],
    ['rachel_goldberg@gmail.com', 'Rachel', 'Goldberg', undefined],
    ['rachel-goldberg@gmail.com', 'Rachel', 'Goldberg', undefined],
    ['Rachel.Goldberg@Gmail.com', 'Rachel', 'Goldberg', undefined],
    ['rachel.m.goldberg@gmail.com', 'Rachel', 'Goldberg', undefined],
    ['rachel.goldberg2@yahoo.com', 'Rachel', 'Goldberg', undefined],
    ['rachel+voicemail@gmail.com', 'Rachel', undefined, undefined],
    ['rachel@walshexcavating.com', 'Rachel', undefined, undefined],
    ['rachelgoldberg@gmail.com', 'Rachel', 'Goldberg', undefined],
    ['rgoldberg@goldbergstaffing.com', undefined, 'Goldberg', 'r'],
    ['r.goldberg@icloud.com', undefined, 'Goldberg', 'r'],
    ['jsmith@yahoo.com', undefined, 'Smith', 'j'],
    ['kbrandt@outlook.com', undefined, 'Brandt', 'k'],
    ['goldberg.rachel@aol.com', 'Rachel', 'Goldberg', undefined],
    ['dave.mcdonald@hotmail.com', 'Dave', 'McDonald', undefined],
    ["dave.o'brien@obrienplumbing.com", 'Dave', "O'Brien", undefined],
    ['jose.luis.garcia@garcia-roofing.com', 'Jose', 'Garcia', undefined],
    ['tasha.g@gmail.com', 'Tasha', undefined, undefined],
    ['garcia@proton.me', undefined, 'Garcia', undefined],
  ])('%s → %s %s (initial %s)', (address, first, last, initial) => {
    expect(read(address)).toMatchObject({ first, last, initial });
  });

  it.each([
    'info@walshexcavating.com',
    'office@smithandsonsllc.com',
    'admin@acme.com',
    'billing@goldbergstaffing.com',
    'owner123@gmail.com',
    'accounts.payable@bigco.com',
    'sales-team@blueridgetrucking.com',
    'donaldson@outlook.com',
    'markus@proton.me',
    'x@gmail.com',
    'a.b@gmail.com',
    'not an address',
    '',
  ])('%s names nobody', (address) => {
    expect(read(address)).toMatchObject({ first: undefined, last: undefined, initial: undefined });
  });

  it('trusts a known first name written apart more than a run-together or unknown one', () => {
    const apart = readEmailHints('rachel.goldberg@gmail.com');
    const together = readEmailHints('rachelgoldberg@gmail.com');
    const unknown = readEmailHints('zorba.goldberg@gmail.com');
    expect(apart.firstName?.confidence).toBe(0.8);
    expect(together.firstName?.confidence).toBeLessThan(apart.firstName?.confidence ?? 0);
    expect(unknown.firstName?.confidence).toBeLessThan(0.7);
  });

  it('is surer of a surname the domain repeats', () => {
    const family = readEmailHints('rachel.zielberg@zielbergstaffing.com').lastName?.confidence ?? 0;
    const plain = readEmailHints('rachel.zielberg@gmail.com').lastName?.confidence ?? 0;
    expect(family).toBeGreaterThan(plain);
  });
});

describe('readEmailHints: the company in the domain', () => {
  it.each([
    ['rachel.goldberg@goldbergstaffing.com', 'Goldberg Staffing'],
    ['rachel@walshexcavating.com', 'Walsh Excavating'],
    ['info@walshexcavating.com', 'Walsh Excavating'],
    ['office@smithandsonsllc.com', 'Smith and Sons LLC'],
    ['mike@jmtrucking.com', 'JM Trucking'],
    ['john.doe@mail.blueridgetrucking.com', 'Blue Ridge Trucking'],
    ['kbrandt@brandt-logistics.co.uk', 'Brandt Logistics'],
    ['carlos.mendoza@mendozaconcrete.com', 'Mendoza Concrete'],
    ['paul@novakelectric.net', 'Novak Electric'],
    ['olivia@martinhomehealth.com', 'Martin Home Health'],
    ['tasha.green@greenleafcleaning.com', 'Green Leaf Cleaning'],
    ['dr.lee@premierdentalgroup.com', 'Premier Dental Group'],
    ['frank@coastalhvac.com', 'Coastal HVAC'],
    ['sam@1stchoiceroofing.com', '1st Choice Roofing'],
    ["dave.o'brien@obrienplumbing.com", "O'Brien Plumbing"],
    ['billing@acme.com', 'Acme'],
  ])('%s → %s', (address, company) => {
    expect(read(address).company).toBe(company);
  });

  it.each([
    'rachel.goldberg@gmail.com',
    'rachel@yahoo.com',
    'rachel@outlook.com',
    'rachel@hotmail.com',
    'rachel@aol.com',
    'rachel@icloud.com',
    'rachel@protonmail.com',
    'rachel@pm.me',
    'rachel@comcast.net',
    'rachel@sbcglobal.net',
    'rachel@rachelgoldberg.com',
    'info@heatherjones.com',
  ])('%s gives no company (free mail or a personal domain)', (address) => {
    expect(read(address).company).toBeUndefined();
  });

  it('rates a domain of known words above one with an unknown word, and a long unknown one lowest', () => {
    const known = readEmailHints('info@blueridgetrucking.com').company?.confidence ?? 0;
    const oneUnknown = readEmailHints('info@zorbexcavating.com').company?.confidence ?? 0;
    const single = readEmailHints('info@acme.com').company?.confidence ?? 0;
    const unsplit = readEmailHints('info@qwzrtplkmnbvxy.com').company?.confidence ?? 0;
    expect(known).toBeGreaterThan(oneUnknown);
    expect(oneUnknown).toBeGreaterThan(single);
    expect(single).toBeGreaterThan(unsplit);
    expect(unsplit).toBeLessThan(0.6);
  });

  it('offers the first word of a family business as a possible surname when the local part gave none', () => {
    expect(readEmailHints('rachel@walshexcavating.com').surnameCandidates).toEqual(['Walsh']);
    expect(readEmailHints('rachel.goldberg@goldbergstaffing.com').surnameCandidates).toEqual([]);
    expect(readEmailHints('rachel@blueridgetrucking.com').surnameCandidates).toEqual([]);
  });
});
