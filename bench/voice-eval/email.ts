import type { Random } from './random.js';

/**
 * The e-mail address a caller types in the recorder's form. About half the patterns are built
 * from the person's name (rachel.goldberg@goldbergstaffing.com, rgoldberg@…, rachel@…) and half
 * are not (info@…, owner.ops@gmail.com, bizdesk2019@yahoo.com), because the product may read
 * names from the address: the bench reports names for both kinds apart. Whether an address
 * carries the name is then read off the address itself (`namePartsIn`), not assumed from the
 * pattern: info@walshexcavating.com carries "Walsh" all the same.
 */
export interface Person {
  firstName: string;
  lastName: string;
  company: string;
  kind: string;
}

export interface EmailAddress {
  address: string;
  /** The caller's first or last name can be read from the address. */
  carriesName: boolean;
  nameParts: Array<'first' | 'last'>;
}

const letters = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '');
const twoDigits = (r: Random) => String(r.between(10, 99));

function companyDomain(company: string, r: Random): string {
  const plain = r.chance(0.5) ? company.replace(/ and /gi, ' ') : company;
  return `${letters(plain)}${r.pick(['.com', '.com', '.net', '.co', '.biz'])}`;
}

const WITH_NAME: ReadonlyArray<(p: Person, domain: string, r: Random) => string> = [
  (p, d) => `${letters(p.firstName)}.${letters(p.lastName)}@${d}`,
  (p, d) => `${letters(p.firstName).charAt(0)}${letters(p.lastName)}@${d}`,
  (p, d) => `${letters(p.firstName)}@${d}`,
  (p) => `${letters(p.firstName)}${letters(p.lastName)}@gmail.com`,
  (p, _d, r) => `${letters(p.firstName)}.${letters(p.lastName)}${twoDigits(r)}@yahoo.com`,
  (p) => `${letters(p.lastName)}.${letters(p.firstName)}@outlook.com`,
  (p, _d, r) => `${letters(p.firstName)}${twoDigits(r)}@icloud.com`,
];

const WITHOUT_NAME: ReadonlyArray<(p: Person, domain: string, r: Random) => string> = [
  (_p, d) => `info@${d}`,
  (_p, d) => `office@${d}`,
  (_p, d) => `accounts@${d}`,
  () => 'owner.ops@gmail.com',
  (_p, _d, r) => `bizdesk${r.between(2009, 2023)}@yahoo.com`,
  (p, _d, r) => `${letters(p.kind).slice(0, 8)}pro${twoDigits(r)}@gmail.com`,
  (_p, d) => `frontdesk@${d}`,
  (_p, _d, r) => `thebossoffice${twoDigits(r)}@hotmail.com`,
];

export function emailFor(person: Person, r: Random): EmailAddress {
  const domain = companyDomain(person.company, r);
  const patterns = r.chance(0.5) ? WITH_NAME : WITHOUT_NAME;
  const address = r.pick(patterns)(person, domain, r);
  const nameParts = namePartsIn(address, person);
  return { address, carriesName: nameParts.length > 0, nameParts };
}

/** Which of the person's names can be read from an address (short names only as whole pieces). */
export function namePartsIn(address: string, person: Pick<Person, 'firstName' | 'lastName'>): Array<'first' | 'last'> {
  const pieces = address.toLowerCase().split(/[^a-z]+/);
  const holds = (name: string) => (name.length >= 4 ? address.toLowerCase().includes(name) : pieces.includes(name));
  const parts: Array<'first' | 'last'> = [];
  if (holds(letters(person.firstName))) parts.push('first');
  if (holds(letters(person.lastName))) parts.push('last');
  return parts;
}
