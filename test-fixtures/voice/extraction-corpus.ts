import type { ExtractedData } from '../../src/shared/voice-schemas.js';

/**
 * Voicemail transcripts with the fields a person would fill in from them. Written to look like
 * what each recogniser returns for the seven questions: 'pocketsphinx' is lower case with no
 * punctuation, numbers as words and the odd misheard word; 'hosted' is punctuated with digits.
 * Some leave facts out, and some state revenue larger than the debt to trap naive readers.
 *
 * `expected` lists every field that should be found; a field missing from it must not be found.
 * `messageIncludes` lists phrases the summary must contain (case-insensitive); no list means no
 * summary is expected.
 */
export type CorpusField = Exclude<keyof ExtractedData, 'message'>;

export interface CorpusEntry {
  id: string;
  style: 'pocketsphinx' | 'hosted';
  transcript: string;
  expected: Pick<ExtractedData, CorpusField>;
  messageIncludes?: string[];
}

export const VOICEMAIL_CORPUS: readonly CorpusEntry[] = [
  {
    id: 'ps-construction-full',
    style: 'pocketsphinx',
    transcript:
      "hi my name is john smith i'm the owner of smith construction in dallas texas we owe about two point five million dollars in total we have a lawsuit from one of our lenders our monthly revenue is about one hundred eighty thousand dollars we have about twelve creditors mostly m c a s bankruptcy was suggested by our attorney but we don't want to do that our goal is to keep the business running and stop the daily payments you can reach me at five five five one two three four five six seven or email john at smith construction dot com thank you",
    expected: {
      firstName: 'John',
      lastName: 'Smith',
      email: 'john@smithconstruction.com',
      phone: '(555) 123-4567',
      company: 'Smith Construction',
      debtAmount: '1m-5m',
      creditorsCount: '9-15',
    },
    messageIncludes: [
      '$2.5M',
      '12 creditors',
      'lawsuit',
      'monthly revenue about $180K',
      'bankruptcy was suggested but not wanted',
      'Goal: keep the business running and stop the daily payments',
    ],
  },
  {
    id: 'hosted-paving-full',
    style: 'hosted',
    transcript:
      "Hi, this is Maria Okafor with Okafor Paving LLC. We owe roughly $850,000 total. Two of our funders have filed lawsuits and there's a tax lien from the IRS. We gross about $4 million a year, so around $330K a month. We have 9 creditors. Our CPA mentioned bankruptcy, but I'd rather avoid it. My main goal is to get out from under these MCAs and grow the company again. You can reach me at (555) 201-3344 or maria@okaforpaving.com.",
    expected: {
      firstName: 'Maria',
      lastName: 'Okafor',
      email: 'maria@okaforpaving.com',
      phone: '(555) 201-3344',
      company: 'Okafor Paving LLC',
      debtAmount: '500k-1m',
      creditorsCount: '9-15',
    },
    messageIncludes: [
      '$850K',
      '9 creditors',
      'lawsuits',
      'tax lien',
      'revenue',
      '$4M',
      'bankruptcy was suggested but not wanted',
      'Goal: get out from under these MCAs',
    ],
  },
  {
    id: 'ps-trucking-revenue-trap',
    style: 'pocketsphinx',
    transcript:
      "yeah hi this is dave kowalski i run blue ridge freight we're a trucking company out of columbus ohio um we do about four million a year in revenue and we owe around six hundred thousand to uh eight different m c a lenders no lawsuits yet but we've got a couple of judgments bankruptcy we haven't really considered it my goal is to get these daily payments off my back and keep my trucks rolling my number is six one four five five five oh one nine two",
    expected: {
      firstName: 'Dave',
      lastName: 'Kowalski',
      phone: '(614) 555-0192',
      company: 'Blue Ridge Freight',
      debtAmount: '500k-1m',
      creditorsCount: '3-8',
    },
    messageIncludes: [
      '$600K',
      '8 creditors',
      'judgments',
      'annual revenue about $4M',
      'bankruptcy not considered',
      'Goal: get these daily payments off my back',
    ],
  },
  {
    id: 'hosted-restaurant-monthly-trap',
    style: 'hosted',
    transcript:
      "Hello, my name is Priya Raman and I own two restaurants in Austin under Saffron Kitchen Group. Our monthly gross is around $1.1 million across both locations, but our total debt is about $750,000. One of the lenders got a judgment against us last month. We have five lenders plus the landlord. Our attorney told us to consider Chapter 11, but we'd like to avoid that. We want to restructure the payments so we can keep both locations open. My email is priya@saffronkitchen.com and my cell is 512-555-0147.",
    expected: {
      firstName: 'Priya',
      lastName: 'Raman',
      email: 'priya@saffronkitchen.com',
      phone: '(512) 555-0147',
      company: 'Saffron Kitchen Group',
      debtAmount: '500k-1m',
      creditorsCount: '3-8',
    },
    messageIncludes: [
      '$750K',
      '5 creditors',
      'judgment',
      'monthly revenue about $1.1M',
      'bankruptcy was suggested but not wanted',
      'Goal: restructure the payments',
    ],
  },
  {
    id: 'ps-callback-only',
    style: 'pocketsphinx',
    transcript: 'hi this is tom please give me a call back at two one four five five five three three two one thanks',
    expected: {
      firstName: 'Tom',
      phone: '(214) 555-3321',
    },
  },
  {
    id: 'ps-plumbing-quarter-million-dozen',
    style: 'pocketsphinx',
    transcript:
      "hello my name's angela brooks i'm the c f o at brooks and sons plumbing we've been around since nineteen ninety one um we owe a little over a quarter million right now about a dozen creditors most of them are credit cards and a couple of equipment loans nobody has sued us yet but the calls are getting bad revenue is about a hundred and forty thousand a month bankruptcy has not been suggested we'd like to get on a payment plan we can actually afford",
    expected: {
      firstName: 'Angela',
      lastName: 'Brooks',
      company: 'Brooks and Sons Plumbing',
      debtAmount: '100k-500k',
      creditorsCount: '9-15',
    },
    messageIncludes: [
      'over $250K',
      '12 creditors',
      'no lawsuits',
      'monthly revenue about $140K',
      'bankruptcy not considered',
      'Goal: get on a payment plan',
    ],
  },
  {
    id: 'hosted-landscaping-450k',
    style: 'hosted',
    transcript:
      "Hi, I'm Rick Alvarez, owner of Alvarez Landscaping. We're carrying about 450k in business debt, spread across 4 MCAs and an SBA loan. No lawsuits or liens at this point, just a lot of collection calls. Revenue's roughly $95K a month. Bankruptcy hasn't been suggested and I don't want to go there. Goal is to consolidate and get back to one manageable payment. Email is rick@alvarezlandscaping.net.",
    expected: {
      firstName: 'Rick',
      lastName: 'Alvarez',
      email: 'rick@alvarezlandscaping.net',
      company: 'Alvarez Landscaping',
      debtAmount: '100k-500k',
      creditorsCount: '3-8',
    },
    messageIncludes: [
      '$450K',
      '5 creditors',
      'collection actions',
      'monthly revenue about $95K',
      'wants to avoid bankruptcy',
      'Goal: consolidate',
    ],
  },
  {
    id: 'ps-concrete-homophone',
    style: 'pocketsphinx',
    transcript:
      "my name is carlos mendoza and i own mendoza concrete we pour foundations in phoenix we owe around one and a half million dollars there's two lawsuits and a ucc lien our cash flow is about for hundred thousand a month and we have eighteen to twenty creditors we looked into bankruptcy last year our main goal is to settle with the funders and keep our crews working you can call me at six oh two five five five eight eight one four",
    expected: {
      firstName: 'Carlos',
      lastName: 'Mendoza',
      phone: '(602) 555-8814',
      company: 'Mendoza Concrete',
      debtAmount: '1m-5m',
      creditorsCount: '16-25',
    },
    messageIncludes: [
      '$1.5M',
      '18–20 creditors',
      'two lawsuits',
      'lien',
      'monthly cash flow about $400K',
      'bankruptcy is being considered',
      'Goal: settle with the funders',
    ],
  },
  {
    id: 'hosted-medical-over-5m',
    style: 'hosted',
    transcript:
      "Good afternoon. This is Linda Park, CFO of Harborview Medical Group. Our total liabilities are a little over $7.5 million. We have about 30 creditors, including three equipment lessors. Two vendors have sued us and one has a judgment. Monthly revenue is about $2.2 million. Chapter 11 has been discussed with our board, but it's a last resort. Our goal is to restructure the debt without interrupting patient care. Please call me at 415.555.0178.",
    expected: {
      firstName: 'Linda',
      lastName: 'Park',
      phone: '(415) 555-0178',
      company: 'Harborview Medical Group',
      debtAmount: 'over-5m',
      creditorsCount: '26-50',
    },
    messageIncludes: [
      'over $7.5M',
      '30 creditors',
      'lawsuit',
      'judgment',
      'monthly revenue about $2.2M',
      'bankruptcy was considered but not wanted',
      'Goal: restructure the debt',
    ],
  },
  {
    id: 'ps-hvac-under-100k',
    style: 'pocketsphinx',
    transcript:
      "hi um my name is kevin o'neil i have a small h v a c business called cool breeze heating and air we owe about eighty five thousand dollars on two credit cards and a line of credit no lawsuits no judgments nothing like that we bring in about forty thousand a month on a good month i just want to get the interest down and pay it off my email is kevin at cool breeze air dot com",
    expected: {
      firstName: 'Kevin',
      lastName: "O'Neil",
      email: 'kevin@coolbreezeair.com',
      company: 'Cool Breeze Heating and Air',
      debtAmount: 'under-100k',
      creditorsCount: '3-8',
    },
    messageIncludes: [
      '$85K',
      '3 creditors',
      'no lawsuits or judgments',
      'monthly revenue about $40K',
      'Goal: get the interest down',
    ],
  },
  {
    id: 'hosted-judgment-amount-trap',
    style: 'hosted',
    transcript:
      "Hi, my name is Derek Thompson from Thompson Auto Body. There's a judgment against us for about $120,000, and in total we owe around $750,000 to 6 lenders. We do about $1.5 million a year in sales. Nobody has mentioned bankruptcy. I want to get the judgment settled and keep the shop open. My number is 555-318-2290.",
    expected: {
      firstName: 'Derek',
      lastName: 'Thompson',
      phone: '(555) 318-2290',
      company: 'Thompson Auto Body',
      debtAmount: '500k-1m',
      creditorsCount: '3-8',
    },
    messageIncludes: [
      '$750K',
      '6 creditors',
      'judgment',
      'annual sales about $1.5M',
      'bankruptcy not considered',
      'Goal: get the judgment settled',
    ],
  },
  {
    id: 'ps-bakery-daily-payment-trap',
    style: 'pocketsphinx',
    transcript:
      "hello this is sharon lee owner of lee's bakery we have three locations we're paying about three thousand a day to the m c a s and we owe a total of about three hundred twenty thousand we have five m c a s right now one of them is threatening to sue our sales are around two hundred thousand a month we don't want bankruptcy i want to stop the daily debits and get back to breathing room",
    expected: {
      firstName: 'Sharon',
      lastName: 'Lee',
      company: "Lee's Bakery",
      debtAmount: '100k-500k',
      creditorsCount: '3-8',
    },
    messageIncludes: [
      '$320K',
      '5 creditors',
      'monthly sales about $200K',
      'wants to avoid bankruptcy',
      'Goal: stop the daily debits',
    ],
  },
  {
    id: 'hosted-no-amount',
    style: 'hosted',
    transcript:
      "Hi there, my name is Greg Foster, I'm the president of Foster Electric. I'd rather not say the exact amount on a recording, but it's significant. We have about 14 creditors and a couple of them have judgments. Revenue has dropped a lot this year. We haven't considered bankruptcy. We'd like to find a way to settle for less than we owe. Thanks.",
    expected: {
      firstName: 'Greg',
      lastName: 'Foster',
      company: 'Foster Electric',
      creditorsCount: '9-15',
    },
    messageIncludes: ['14 creditors', 'judgments', 'bankruptcy not considered', 'Goal: find a way to settle'],
  },
  {
    id: 'ps-spoken-email-initial',
    style: 'pocketsphinx',
    transcript:
      "hi this is jennifer smith i'm the owner of smith family dental we owe about nine hundred thousand to about seven lenders our revenue is about a hundred and ten thousand a month no lawsuits my goal is to keep the practice open you can email me at j smith at gmail dot com",
    expected: {
      firstName: 'Jennifer',
      lastName: 'Smith',
      email: 'jsmith@gmail.com',
      company: 'Smith Family Dental',
      debtAmount: '500k-1m',
      creditorsCount: '3-8',
    },
    messageIncludes: [
      '$900K',
      '7 creditors',
      'no lawsuits',
      'monthly revenue about $110K',
      'Goal: keep the practice open',
    ],
  },
  {
    id: 'ps-phone-with-oh',
    style: 'pocketsphinx',
    transcript:
      "yes hello my name is marcus webb i run webb logistics we owe about two million three hundred thousand we have about forty creditors including collection agencies there's a judgment and a tax lien our gross is maybe three million a year our lawyer said we should file bankruptcy but i don't want to my number is five oh two eight six seven five three oh nine",
    expected: {
      firstName: 'Marcus',
      lastName: 'Webb',
      phone: '(502) 867-5309',
      company: 'Webb Logistics',
      debtAmount: '1m-5m',
      creditorsCount: '26-50',
    },
    messageIncludes: [
      '$2.3M',
      '40 creditors',
      'judgment',
      'tax lien',
      'annual revenue about $3M',
      'bankruptcy was suggested but not wanted',
    ],
  },
  {
    id: 'ps-phone-grouped-pairs',
    style: 'pocketsphinx',
    transcript:
      "hi it's nancy with greenleaf nursery we owe about six hundred and fifty thousand dollars to nine creditors we're hoping to avoid bankruptcy and keep the nursery going please call me at five fifty five two oh one thirty three forty four",
    expected: {
      firstName: 'Nancy',
      phone: '(555) 201-3344',
      company: 'Greenleaf Nursery',
      debtAmount: '500k-1m',
      creditorsCount: '9-15',
    },
    messageIncludes: [
      '$650K',
      '9 creditors',
      'wants to avoid bankruptcy',
      'Goal: avoid bankruptcy and keep the nursery going',
    ],
  },
  {
    id: 'ps-range-amount',
    style: 'pocketsphinx',
    transcript:
      "hey this is brian cole i'm the owner of cole fabrication we owe somewhere between one point two and one point five million we have fifteen or so creditors a few of them are suing us revenue is about nine hundred thousand a year we have thought about bankruptcy our goal is to restructure and stay in business",
    expected: {
      firstName: 'Brian',
      lastName: 'Cole',
      company: 'Cole Fabrication',
      debtAmount: '1m-5m',
      creditorsCount: '9-15',
    },
    messageIncludes: [
      '$1.2M–$1.5M',
      '15 creditors',
      'lawsuit',
      'annual revenue about $900K',
      'bankruptcy is being considered',
      'Goal: restructure and stay in business',
    ],
  },
  {
    id: 'ps-count-after-noun',
    style: 'pocketsphinx',
    transcript:
      "my name is steve harris owner of harris roofing we owe roughly three point two million as far as creditors go we have around twenty two and there are three judgments against us we haven't considered bankruptcy we want to keep our roofing crews busy and pay people back",
    expected: {
      firstName: 'Steve',
      lastName: 'Harris',
      company: 'Harris Roofing',
      debtAmount: '1m-5m',
      creditorsCount: '16-25',
    },
    messageIncludes: [
      '$3.2M',
      '22 creditors',
      'three judgments',
      'bankruptcy not considered',
      'Goal: keep the roofing crews busy',
    ],
  },
  {
    id: 'ps-bounds-over-fifty',
    style: 'pocketsphinx',
    transcript:
      "hi my name is patricia nguyen i'm the president of pacific seafood distributors we owe almost five million dollars and we have over fifty creditors at this point several lawsuits have been filed against us monthly sales are around one point eight million our attorney recommended chapter eleven we want to avoid it if possible the goal is to keep our forty employees working",
    expected: {
      firstName: 'Patricia',
      lastName: 'Nguyen',
      company: 'Pacific Seafood Distributors',
      debtAmount: '1m-5m',
      creditorsCount: 'over-50',
    },
    messageIncludes: [
      'just under $5M',
      'over 50 creditors',
      'lawsuits',
      'monthly sales about $1.8M',
      'bankruptcy was suggested but not wanted',
      'Goal: keep the forty employees working',
    ],
  },
  {
    id: 'hosted-sales-first',
    style: 'hosted',
    transcript:
      "This is Robert Chen, owner of Chen Manufacturing Inc. We do about $6 million a year in sales. Total debt is roughly $2.1 million, mostly equipment loans and two MCAs. We have 8 creditors in all. No lawsuits. Bankruptcy isn't something we've considered. The goal is to refinance the MCAs and lower our weekly payments. Reach me at robert.chen@chenmfg.com.",
    expected: {
      firstName: 'Robert',
      lastName: 'Chen',
      email: 'robert.chen@chenmfg.com',
      company: 'Chen Manufacturing Inc.',
      debtAmount: '1m-5m',
      creditorsCount: '3-8',
    },
    messageIncludes: [
      '$2.1M',
      '8 creditors',
      'no lawsuits',
      'annual sales about $6M',
      'bankruptcy not considered',
      'Goal: refinance the MCAs',
    ],
  },
  {
    id: 'ps-company-with-and',
    style: 'pocketsphinx',
    transcript:
      'hi this is bill henderson with henderson roofing and gutters uh we owe about seven hundred fifty thousand dollars to ten creditors we just got hit with a lawsuit from one of the funders we bring in about a hundred grand a month my goal is to get the lawsuit resolved and keep the doors open',
    expected: {
      firstName: 'Bill',
      lastName: 'Henderson',
      company: 'Henderson Roofing and Gutters',
      debtAmount: '500k-1m',
      creditorsCount: '9-15',
    },
    messageIncludes: [
      '$750K',
      '10 creditors',
      'lawsuit',
      'monthly revenue about $100K',
      'Goal: get the lawsuit resolved',
    ],
  },
  {
    id: 'hosted-goal-only',
    style: 'hosted',
    transcript:
      "Hi, I'm Jessica. I own a small boutique downtown. I'm behind with a few lenders and I honestly just want to stop the collection calls and be able to sleep at night.",
    expected: {
      firstName: 'Jessica',
      creditorsCount: '3-8',
    },
    messageIncludes: ['3 creditors', 'collection actions', 'Goal: stop the collection calls'],
  },
  {
    id: 'ps-half-million-couple',
    style: 'pocketsphinx',
    transcript:
      'hello my name is omar haddad we owe about half a million dollars we only have a couple of creditors a bank and an m c a no lawsuits or liens our revenue is about sixty thousand a month we want to pay it back over time',
    expected: {
      firstName: 'Omar',
      lastName: 'Haddad',
      debtAmount: '500k-1m',
      creditorsCount: '1-2',
    },
    messageIncludes: [
      '$500K',
      '2 creditors',
      'no lawsuits or liens',
      'monthly revenue about $60K',
      'Goal: pay it back over time',
    ],
  },
  {
    id: 'ps-anonymous-range-count',
    style: 'pocketsphinx',
    transcript:
      "yes hi i'm calling about getting some help with our business debt we owe about one point two million to seven or eight lenders and one of them took us to court we make around two hundred thousand a month we would like to stop the bleeding",
    expected: {
      debtAmount: '1m-5m',
      creditorsCount: '3-8',
    },
    messageIncludes: ['$1.2M', '7–8 creditors', 'lawsuit', 'monthly revenue about $200K', 'Goal: stop the bleeding'],
  },
  {
    id: 'hosted-company-called',
    style: 'hosted',
    transcript:
      "My name is Ahmed Hassan. I own a trucking company called Desert Star Logistics. We owe $1.2M across 11 different funders. We generate about $400K per month. Two funders have confessions of judgment against us. Bankruptcy was brought up by a friend, but I'm not interested. I want to negotiate the balances down and keep the trucks on the road.",
    expected: {
      firstName: 'Ahmed',
      lastName: 'Hassan',
      company: 'Desert Star Logistics',
      debtAmount: '1m-5m',
      creditorsCount: '9-15',
    },
    messageIncludes: [
      '$1.2M',
      '11 creditors',
      'judgments',
      'monthly revenue about $400K',
      'bankruptcy was suggested but not wanted',
      'Goal: negotiate the balances down',
    ],
  },
  {
    id: 'ps-first-name-only',
    style: 'pocketsphinx',
    transcript:
      "hi my name is kim um we have a salon and we owe about ninety thousand we're behind on a couple of credit cards and a loan please call me back at three one two five five five seven seven four one",
    expected: {
      firstName: 'Kim',
      phone: '(312) 555-7741',
      debtAmount: 'under-100k',
      creditorsCount: '3-8',
    },
    messageIncludes: ['$90K', '3 creditors'],
  },
  {
    id: 'hosted-years-and-employees',
    style: 'hosted',
    transcript:
      "Hello, this is Thomas Wright, president of Wright Engineering & Paving. We've been in business since 1998 and have 45 employees. We owe $3.4 million in total. We're dealing with 11 different funders. There is a lien on our equipment. Our cash flow is roughly $250,000 a month. Our attorney suggested bankruptcy. Our goal is to protect the employees and the equipment. Call me at +1 (919) 555-0123.",
    expected: {
      firstName: 'Thomas',
      lastName: 'Wright',
      phone: '(919) 555-0123',
      company: 'Wright Engineering & Paving',
      debtAmount: '1m-5m',
      creditorsCount: '9-15',
    },
    messageIncludes: [
      '$3.4M',
      '11 creditors',
      'a lien',
      'monthly cash flow about $250K',
      'bankruptcy has been suggested',
      'Goal: protect the employees',
    ],
  },
  {
    id: 'ps-lawsuit-count-trap',
    style: 'pocketsphinx',
    transcript:
      "this is laura bennett from bennett printing one lender has filed a lawsuit and two others have judgments we have about nine creditors in total we owe a bit over four hundred thousand our revenue is around eighty grand a month we haven't thought about bankruptcy we want to keep printing and stop the lawsuits",
    expected: {
      firstName: 'Laura',
      lastName: 'Bennett',
      company: 'Bennett Printing',
      debtAmount: '100k-500k',
      creditorsCount: '9-15',
    },
    messageIncludes: [
      'over $400K',
      '9 creditors',
      'a lawsuit',
      'judgments',
      'monthly revenue about $80K',
      'bankruptcy not considered',
      'Goal: keep printing',
    ],
  },
  {
    id: 'ps-spoken-email-dotted',
    style: 'pocketsphinx',
    transcript:
      "hi my name is tony russo i'm the owner of russo builders we owe about three hundred grand to a few different lenders our revenue is about a million a year my email is tony dot russo at russo builders dot com i want to get out of these m c a s",
    expected: {
      firstName: 'Tony',
      lastName: 'Russo',
      email: 'tony.russo@russobuilders.com',
      company: 'Russo Builders',
      debtAmount: '100k-500k',
      creditorsCount: '3-8',
    },
    messageIncludes: ['$300K', '3 creditors', 'annual revenue about $1M', 'Goal: get out of these MCAs'],
  },
  {
    id: 'ps-split-debt-another',
    style: 'pocketsphinx',
    transcript:
      'hi this is frank miller i own miller machining we owe about six hundred thousand to the m c a s and another four hundred thousand to the bank so we have like six creditors our sales are about two million a year bankruptcy is not an option for us i want to get the m c a s off our back',
    expected: {
      firstName: 'Frank',
      lastName: 'Miller',
      company: 'Miller Machining',
      debtAmount: '1m-5m',
      creditorsCount: '3-8',
    },
    messageIncludes: [
      '$1M',
      '6 creditors',
      'annual sales about $2M',
      'wants to avoid bankruptcy',
      'Goal: get the MCAs off',
    ],
  },
  {
    id: 'hosted-misheard-words',
    style: 'hosted',
    transcript:
      "Yeah, hi. My name's Dana White, I'm the owner of White Oak Cabinets. Um, we owe, I'd say about 1.8 million, give or take. Uh, we've got 13 creditors, mostly MCA's. One of them froze our bank account last week. Gross revenue is about 210 grand a month. Bankruptcy, no. The goal is to stop the freezes and get on a plan. Thank you.",
    expected: {
      firstName: 'Dana',
      lastName: 'White',
      company: 'White Oak Cabinets',
      debtAmount: '1m-5m',
      creditorsCount: '9-15',
    },
    messageIncludes: [
      '$1.8M',
      '13 creditors',
      'levy or frozen account',
      'monthly revenue about $210K',
      'bankruptcy not considered',
      'Goal: stop the freezes',
    ],
  },
  // Written after the rules above were tuned, as held-out checks (two rounds); kept so they stay fixed.
  {
    id: 'fresh-tile-in-the-hole',
    style: 'pocketsphinx',
    transcript:
      "good morning um my name is ray dominguez and i'm the general manager for dominguez brothers tile and stone we're about one point one million in the hole between the bank and the cash advance companies there are five of those cash advance people and the bank so six total um one of the cash advance companies got a judgment against us in new york our monthly sales run about ninety to a hundred thousand bankruptcy our accountant brought it up but i'm not going that route we just want to survive this and keep our guys employed you can reach me at nine five four five five five two six one eight",
    expected: {
      firstName: 'Ray',
      lastName: 'Dominguez',
      company: 'Dominguez Brothers Tile and Stone',
      debtAmount: '1m-5m',
      creditorsCount: '3-8',
      phone: '(954) 555-2618',
    },
    messageIncludes: [
      '$1.1M',
      '6 creditors',
      'judgment',
      'monthly sales',
      'bankruptcy was suggested but not wanted',
      'Goal: survive this',
    ],
  },
  {
    id: 'fresh-marketing-bill',
    style: 'hosted',
    transcript:
      "Hey, it's Samantha Cole calling from Cole & Reyes Marketing. Quick summary: roughly $2 million owed across about 20 lenders, three lawsuits pending, no liens. We bill about $500K a month. We've never considered bankruptcy. Goal is to settle the MCA debt for less and keep our team of 30 together. Best number is 646-555-0199, email sam@colereyes.com.",
    expected: {
      firstName: 'Samantha',
      lastName: 'Cole',
      company: 'Cole & Reyes Marketing',
      debtAmount: '1m-5m',
      creditorsCount: '16-25',
      phone: '(646) 555-0199',
      email: 'sam@colereyes.com',
    },
    messageIncludes: [
      '$2M',
      '20 creditors',
      'three lawsuits',
      'monthly revenue about $500K',
      'bankruptcy not considered',
      'Goal: settle the MCA debt',
    ],
  },
  {
    id: 'fresh-restaurant-drowning',
    style: 'pocketsphinx',
    transcript:
      "uh hi yeah i'm calling because we're drowning in these merchant cash advances my name is luis ortega we have a restaurant called la cocina we owe like four hundred and twenty thousand give or take on seven advances we do about a hundred and fifty a month in sales no lawsuits yet but they keep calling we don't want to go bankrupt we want to get back to one payment call me at seven one three five five five oh four four two",
    expected: {
      firstName: 'Luis',
      lastName: 'Ortega',
      company: 'La Cocina',
      debtAmount: '100k-500k',
      creditorsCount: '3-8',
      phone: '(713) 555-0442',
    },
    messageIncludes: [
      '$420K',
      '7 creditors',
      'no lawsuits',
      'wants to avoid bankruptcy',
      'Goal: get back to one payment',
    ],
  },
  {
    id: 'fresh-farm-here',
    style: 'hosted',
    transcript:
      "Hello. Jim Patterson here, Patterson Farms. We owe around 3.5 million dollars, mostly to equipment lenders and the FSA. About 6 creditors. A couple of them have put liens on our equipment. Revenue is seasonal, about $4 million a year. Bankruptcy has come up in conversation with our lawyer. We'd like to keep the farm in the family. You can reach me at 308-555-0110.",
    expected: {
      firstName: 'Jim',
      lastName: 'Patterson',
      company: 'Patterson Farms',
      debtAmount: '1m-5m',
      creditorsCount: '3-8',
      phone: '(308) 555-0110',
    },
    messageIncludes: [
      '$3.5M',
      '6 creditors',
      'liens',
      'annual revenue about $4M',
      'bankruptcy has been suggested',
      'Goal: keep the farm in the family',
    ],
  },
  {
    id: 'fresh-office-of-doctor',
    style: 'pocketsphinx',
    transcript:
      'hello this is the office of doctor alan fisher fisher family chiropractic we owe approximately six hundred thousand dollars to about ten different creditors mostly m c a s and a couple credit cards one of the m c a s sued us last month we take in about eighty thousand a month the doctor does not want bankruptcy he wants to get the payments down so we can stay open please call nine seven two five five five one one two two',
    expected: {
      firstName: 'Alan',
      lastName: 'Fisher',
      company: 'Fisher Family Chiropractic',
      debtAmount: '500k-1m',
      creditorsCount: '9-15',
      phone: '(972) 555-1122',
    },
    messageIncludes: [
      '$600K',
      '10 creditors',
      'lawsuit',
      'monthly revenue about $80K',
      'wants to avoid bankruptcy',
      'Goal: get the payments down',
    ],
  },
  {
    id: 'fresh-dental-lab',
    style: 'hosted',
    transcript:
      "Hi, this is Karen from Lakeside Dental Lab. We're at about $275,000 in debt, with nine or ten creditors. Nothing legal yet. We gross around $60,000 monthly. Haven't thought about bankruptcy. We need breathing room on the daily payments. Thanks, Karen.",
    expected: {
      firstName: 'Karen',
      company: 'Lakeside Dental Lab',
      debtAmount: '100k-500k',
      creditorsCount: '9-15',
    },
    messageIncludes: [
      '$275K',
      'creditors',
      'monthly revenue about $60K',
      'bankruptcy not considered',
      'Goal: breathing room on the daily payments',
    ],
  },
  {
    id: 'fresh-irs-parts-total',
    style: 'pocketsphinx',
    transcript:
      'hi my name is derrick jones co owner of jones and kim auto repair we owe about two hundred thousand dollars to the i r s and about five hundred thousand to lenders so seven hundred thousand total the i r s has a lien on the business we have eight creditors our revenue is about one point two million a year we are trying to avoid bankruptcy our goal is to set up an installment plan with the i r s and settle the rest',
    expected: {
      firstName: 'Derrick',
      lastName: 'Jones',
      company: 'Jones and Kim Auto Repair',
      debtAmount: '500k-1m',
      creditorsCount: '3-8',
    },
    messageIncludes: [
      '$700K',
      '8 creditors',
      'tax lien',
      'annual revenue about $1.2M',
      'wants to avoid bankruptcy',
      'Goal: set up an installment plan with the IRS',
    ],
  },
  {
    id: 'fresh-no-name-email',
    style: 'hosted',
    transcript:
      "I'd like someone to call me about my company's debt. We're a staffing agency with about $1.3M in MCA debt and 14 funders. Email me at ops at brightpathstaffing dot com.",
    expected: {
      email: 'ops@brightpathstaffing.com',
      debtAmount: '1m-5m',
      creditorsCount: '9-15',
    },
    messageIncludes: ['$1.3M', '14 creditors'],
  },
  {
    id: 'fresh-over-hundred',
    style: 'pocketsphinx',
    transcript:
      "my name is anthony bellini i'm with bellini and sons construction incorporated we owe a total of nine point five million we have over a hundred creditors including subcontractors and suppliers there are multiple lawsuits and mechanics liens our annual revenue was about twenty million but it's down we've talked to a bankruptcy attorney but we would prefer to restructure our goal is to finish our current projects and pay our subs",
    expected: {
      firstName: 'Anthony',
      lastName: 'Bellini',
      company: 'Bellini and Sons Construction Inc.',
      debtAmount: 'over-5m',
      creditorsCount: 'over-50',
    },
    messageIncludes: [
      '$9.5M',
      'over 100 creditors',
      'lawsuits',
      'liens',
      'annual revenue about $20M',
      'bankruptcy was considered',
      'Goal: finish',
    ],
  },
  {
    id: 'fresh-hosted-no-punct',
    style: 'hosted',
    transcript:
      'hi my name is Erica Lang I own Lang Floral Design we owe about 180,000 to 4 different MCA companies and our bank one of the MCAs is threatening to sue revenue is about 45,000 a month I want to get out of the MCAs without closing',
    expected: {
      firstName: 'Erica',
      lastName: 'Lang',
      company: 'Lang Floral Design',
      debtAmount: '100k-500k',
      creditorsCount: '3-8',
    },
    messageIncludes: ['$180K', 'creditors', 'monthly revenue about $45K', 'Goal: get out of the MCAs without closing'],
  },
  {
    id: 'fresh-callback-again',
    style: 'pocketsphinx',
    transcript:
      "hey this is mike again from the voicemail yesterday i forgot to leave my number it's eight one eight five five five nine oh nine oh",
    expected: {
      firstName: 'Mike',
      phone: '(818) 555-9090',
    },
  },
  {
    id: 'fresh-clinics-collections',
    style: 'hosted',
    transcript:
      "This is Dr. Helen Kaur, I own three urgent care clinics in Phoenix. Combined, the clinics owe about $4.2 million to 16 lenders, including two SBA loans. We have one judgment and several UCC liens. Monthly collections are about $900,000. Bankruptcy was suggested by our CFO but we'd like to avoid it. The goal is to keep all three clinics open.",
    expected: {
      firstName: 'Helen',
      lastName: 'Kaur',
      debtAmount: '1m-5m',
      creditorsCount: '16-25',
    },
    messageIncludes: [
      '$4.2M',
      '16 creditors',
      'judgment',
      'liens',
      'bankruptcy was suggested but not wanted',
      'Goal: keep all three clinics open',
    ],
  },
  {
    id: 'fresh-gym',
    style: 'pocketsphinx',
    transcript:
      "hi there my name is chris walker i own iron works fitness we've got three gyms in the area um the total debt is right around two point seven million that's equipment leases m c a s and back rent we have something like twenty five creditors there are two judgments and the landlord filed an eviction lawsuit our monthly revenue is about three hundred and fifty thousand bankruptcy has been mentioned but we want to avoid that the main goal is to keep all three locations open you can reach me at four eight oh five five five six seven seven two",
    expected: {
      firstName: 'Chris',
      lastName: 'Walker',
      company: 'Iron Works Fitness',
      debtAmount: '1m-5m',
      creditorsCount: '16-25',
      phone: '(480) 555-6772',
    },
    messageIncludes: [
      '$2.7M',
      '25 creditors',
      'two judgments',
      'lawsuit',
      'monthly revenue about $350K',
      'bankruptcy was suggested but not wanted',
      'Goal: keep all three locations open',
    ],
  },
  {
    id: 'fresh-hosted-short',
    style: 'hosted',
    transcript:
      'Hi, Tasha Green, Green Leaf Cleaning Services. About $95,000 in MCA debt with 3 funders. Please call me back at 404-555-0133. Thanks!',
    expected: {
      firstName: 'Tasha',
      lastName: 'Green',
      company: 'Green Leaf Cleaning Services',
      debtAmount: 'under-100k',
      creditorsCount: '3-8',
      phone: '(404) 555-0133',
    },
    messageIncludes: ['$95K', '3 creditors'],
  },
  {
    id: 'fresh-million-dropped',
    style: 'pocketsphinx',
    transcript:
      'yeah this is paul novak from novak electric we owe about one point two to the funders um six of them we gross like two hundred grand a month the goal is to get out from under the daily payments',
    expected: {
      firstName: 'Paul',
      lastName: 'Novak',
      company: 'Novak Electric',
      debtAmount: '1m-5m',
      creditorsCount: '3-8',
    },
    messageIncludes: ['6 creditors', 'monthly revenue about $200K', 'Goal: get out from under the daily payments'],
  },
  {
    id: 'fresh-twice-revenue',
    style: 'hosted',
    transcript:
      "My name is Olivia Martin and I run Martin Home Health. Honestly we owe about twice our annual revenue, which is around $800,000. We're working with 10 lenders. No lawsuits. We want to restructure before it gets worse.",
    expected: {
      firstName: 'Olivia',
      lastName: 'Martin',
      company: 'Martin Home Health',
      debtAmount: '1m-5m',
      creditorsCount: '9-15',
    },
    messageIncludes: ['10 creditors', 'no lawsuits', 'Goal: restructure before it gets worse'],
  },
  {
    id: 'fresh-misheard-surname',
    style: 'pocketsphinx',
    transcript:
      "hello my name is sean mack tier nan i'm the owner of emerald isle pub we owe around three hundred thousand dollars to about five lenders no lawsuits we would like to settle these debts and keep the pub",
    expected: {
      firstName: 'Sean',
      lastName: 'McTiernan',
      company: 'Emerald Isle Pub',
      debtAmount: '100k-500k',
      creditorsCount: '3-8',
    },
    messageIncludes: ['$300K', '5 creditors', 'no lawsuits', 'Goal: settle these debts'],
  },
  {
    id: 'fresh-revenue-first-ps',
    style: 'pocketsphinx',
    transcript:
      "hi this is angela reyes with reyes transport llc we bring in about one point five million a month in revenue but we're behind we owe around one point one million to eleven m c a funders a couple of them got judgments we don't want bankruptcy our goal is to restructure the m c a s and keep running email angela at reyes transport dot com",
    expected: {
      firstName: 'Angela',
      lastName: 'Reyes',
      company: 'Reyes Transport LLC',
      email: 'angela@reyestransport.com',
      debtAmount: '1m-5m',
      creditorsCount: '9-15',
    },
    messageIncludes: [
      '$1.1M',
      '11 creditors',
      'judgments',
      'monthly revenue about $1.5M',
      'wants to avoid bankruptcy',
      'Goal: restructure the MCAs',
    ],
  },
  {
    id: 'fresh-hosted-k-amounts',
    style: 'hosted',
    transcript:
      "Hey, I'm Nate Brooks from Brooks Roofing Co. We're sitting at roughly $640k owed to 8 creditors, mostly MCAs. Two have sued. Monthly gross is about $120k. Our attorney suggested Chapter 7 but I'm not ready to give up. I just want to keep my crew working.",
    expected: {
      firstName: 'Nate',
      lastName: 'Brooks',
      company: 'Brooks Roofing Co.',
      debtAmount: '500k-1m',
      creditorsCount: '3-8',
    },
    messageIncludes: ['$640K', '8 creditors', 'lawsuit', 'monthly revenue about $120K', 'bankruptcy', 'Goal: keep'],
  },
  {
    id: 'fresh-spelled-email',
    style: 'pocketsphinx',
    transcript:
      'hi my name is wendy chu my email is w c h u at yahoo dot com we owe about seventy thousand on business credit cards about four cards we just want a lower payment',
    expected: {
      firstName: 'Wendy',
      lastName: 'Chu',
      email: 'wchu@yahoo.com',
      debtAmount: 'under-100k',
      creditorsCount: '3-8',
    },
    messageIncludes: ['$70K', '4 creditors', 'Goal: a lower payment'],
  },
  {
    id: 'fresh-owner-and-we',
    style: 'pocketsphinx',
    transcript:
      "hi my name is george adams and i'm the owner of adams and company we're a small accounting firm we owe a little less than a million about nine hundred fifty thousand to about sixteen different creditors one judgment so far bankruptcy no our goal is to pay it down over five years",
    expected: {
      firstName: 'George',
      lastName: 'Adams',
      company: 'Adams and Company',
      debtAmount: '500k-1m',
      creditorsCount: '16-25',
    },
    messageIncludes: [
      '$950K',
      '16 creditors',
      'a judgment',
      'bankruptcy not considered',
      'Goal: pay it down over five years',
    ],
  },
  {
    id: 'fresh-hosted-numbers-words',
    style: 'hosted',
    transcript:
      "Good evening, my name is Rosa Delgado. I own Delgado Bakery and Cafe. We owe about two hundred and sixty thousand dollars. We have a dozen creditors, give or take. A tax lien was filed last spring. Sales are around forty thousand a month. I've thought about bankruptcy, but I'd rather not. I'd like to keep the bakery for my kids. My number is 323-555-0187.",
    expected: {
      firstName: 'Rosa',
      lastName: 'Delgado',
      company: 'Delgado Bakery and Cafe',
      debtAmount: '100k-500k',
      creditorsCount: '9-15',
      phone: '(323) 555-0187',
    },
    messageIncludes: [
      '$260K',
      '12 creditors',
      'tax lien',
      'monthly sales about $40K',
      'bankruptcy was considered but not wanted',
      'Goal: keep the bakery for my kids',
    ],
  },
];
