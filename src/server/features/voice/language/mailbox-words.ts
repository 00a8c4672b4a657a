import { words } from './phrase-list.js';

/**
 * What an e-mail address says about its owner (extraction/email-hints.ts, company-domain.ts). A
 * free or internet provider's domain, or one reserved for examples, tests and private networks,
 * says nothing about the caller's company; a shared or role mailbox (info@, office@, owner123@)
 * says nothing about the caller's name.
 */

/**
 * Mail services anyone can sign up to, by the name part of their domain (gmail in gmail.com,
 * yahoo in yahoo.co.uk, gmx in gmx.de: every country's domain of the service at once; hyphens
 * removed, so t-online is tonline). Their addresses say nothing about the caller's company, and
 * a company heard as one of these names ("from gmail dot com") is a spoken address.
 */
export const WEBMAIL_LABELS: ReadonlySet<string> = new Set(words`
  gmail googlemail yahoo ymail rocketmail hotmail outlook live msn passport windowslive aol aim icloud me mac
  proton protonmail pm gmx mail email inbox zoho zohomail yandex ya fastmail hushmail tutanota tutamail tuta
  keemail mailfence hey duck skiff posteo mailbox runbox startmail lycos excite netscape compuserve rediffmail
  rediff qq 163 126 yeah sina sohu naver daum hanmail seznam wp onet interia tonline freenet web libero virgilio
  tiscali laposte
`);

/**
 * Internet and phone providers whose customers get an address on the provider's domain (comcast.net,
 * sbcglobal.net, btinternet.com). Also real companies, so a caller who names one ("my brother at
 * Verizon") is not contradicted; only their domains name no company.
 */
export const ISP_MAIL_LABELS: ReadonlySet<string> = new Set(words`
  comcast xfinity verizon att sbcglobal bellsouth pacbell swbell ameritech prodigy flash snet wans nvbell charter
  spectrum twc rr roadrunner brighthouse cox earthlink mindspring optonline optimum frontier frontiernet windstream
  centurylink centurytel embarqmail q qwest juno netzero peoplepc mchsi mediacom suddenlink cableone sparklight
  wowway rcn hughes hughesnet tds tdsnet bresnan insightbb knology metrocast ptd shaw rogers sympatico telus
  videotron cogeco eastlink btinternet btopenworld sky virginmedia blueyonder ntlworld talktalk orange wanadoo free
  sfr bluewin alice bigpond optusnet xtra
`);

/** Every provider above: a free or internet provider's domain names no company. */
export const FREE_MAIL_LABELS: ReadonlySet<string> = new Set([...WEBMAIL_LABELS, ...ISP_MAIL_LABELS]);

/**
 * Names kept for documentation and examples (RFC 2606: example.com, example.net, example.org),
 * under any top-level domain: someone@example.com is a placeholder, not a company called Example.
 */
export const RESERVED_DOMAIN_LABELS: ReadonlySet<string> = new Set(words`example`);

/**
 * Top-level names that are never a company's public domain: reserved for tests, documentation and
 * invalid names (RFC 2606, RFC 6761: test, example, invalid, localhost), multicast DNS (RFC 6762:
 * local), private networks (internal, home.arpa, and the lan, home, corp, localdomain of routers and
 * offices) and the infrastructure domain arpa.
 */
export const RESERVED_TOP_LEVEL_NAMES: ReadonlySet<string> = new Set(words`
  test example invalid localhost local localdomain internal lan home corp arpa
`);

/** Local parts of shared or role mailboxes: the person is not named (digits removed first). */
export const ROLE_MAILBOXES: ReadonlySet<string> = new Set(words`
  info information office offices admin administrator administration billing bills accounts account accounting ap
  ar payable payables receivable receivables sales contact contactus hello hi hey support help team mail email
  service services customerservice care orders order owner owners ceo cfo coo president manager management mgr gm
  hr jobs careers noreply donotreply webmaster postmaster inquiries inquiry enquiries reception frontdesk finance
  books bookkeeping bookkeeper dispatch quotes quote estimates estimating marketing operations ops general main
  business company shop store legal payroll invoices invoice purchasing staff contractor home family test mybusiness
  projects project work boss director accountspayable
`);
