import { TEEN_WORDS, UNIT_WORDS } from './number-words.js';
import { words } from './phrase-list.js';

/**
 * Words that are never a person's name when they follow "my name is" / "this is" / "I'm": the
 * function words, fillers, verbs and job words people put there instead ("this is regarding…",
 * "I'm the owner…", "I'm calling about…"). Kept as data so the name rules stay short.
 */
const WORDS = words`
a an the and or but so if then than that this these those there here it it's its is am are was were be been being
i i'm im i've i'd i'll me my mine myself we we're we've we'd we'll us our ours you you're your he he's she she's
they they're them their his her who whom whose which what when where why how
to of in on at by for from with without about into onto over under up down out off as like just also
not no yes yeah yep nope ok okay well um uh uhm er ah oh hmm hi hello hey thanks thank please sorry sure
do does did doing done have has had having get got getting go going gone come coming make making
call calling called calls leave leaving leaving reach reaching looking trying hoping wondering wanting
interested regarding concerning following speaking talking writing sending checking needing seeking
running working dealing struggling facing paying owing having making doing going getting
owner owners co president ceo cfo coo founder cofounder partner principal manager director officer
vp vice general operations office controller bookkeeper accountant employee wife husband son daughter
company business firm debt debts money help very really actually basically currently still again now today
pretty quite kind sort lot little bit
glad happy sad calling new old good great fine bad behind
mister mr mrs ms miss dr doctor sir madam maam
email mail phone number cell
`;

/** The number words one to ten ("I'm one of the owners") are never a name either. */
const ONE_TO_TEN = [...UNIT_WORDS.slice(1), TEEN_WORDS[0]];

export const COMMON_WORDS: ReadonlySet<string> = new Set([...WORDS, ...ONE_TO_TEN]);
