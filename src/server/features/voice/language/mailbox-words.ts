import { words } from './phrase-list.js';

/**
 * What an e-mail address says about its owner (extraction/email-hints.ts). A free or internet
 * provider's domain says nothing about the caller's company; a shared or role mailbox (info@,
 * office@, owner123@) says nothing about the caller's name.
 */

/** The name part of a free-mail or internet provider's domain (gmail.com, comcast.net, pm.me). */
export const FREE_MAIL_LABELS: ReadonlySet<string> = new Set(words`
  gmail googlemail yahoo ymail rocketmail hotmail outlook live msn aol aim icloud me mac proton protonmail pm gmx
  mail email inbox zoho yandex fastmail hushmail tutanota tuta mailfence hey comcast xfinity verizon att sbcglobal
  bellsouth charter spectrum cox earthlink optonline optimum frontier windstream centurylink juno netzero
  roadrunner rr embarqmail q
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
