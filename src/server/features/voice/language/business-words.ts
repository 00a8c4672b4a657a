import { words } from './phrase-list.js';

/**
 * Words of business names. INDUSTRY_WORDS end a company name and anchor the backwards read of a
 * spoken one ("Blue Ridge Trucking", extraction/extract-company.ts). NAME_WORDS are the other
 * words company names are built from; with the industries and the legal forms they let the
 * e-mail reader split a domain into words ("blueridgetrucking" → blue ridge trucking,
 * extraction/split-domain.ts). Short words that hide inside surnames ("van", "man") are left out.
 */
export const INDUSTRY_WORDS: ReadonlySet<string> = new Set(words`
  construction roofing trucking plumbing electric electrical landscaping logistics transport transportation freight
  paving concrete builders contractors contracting excavating restaurant restaurants bakery cafe grill catering
  manufacturing fabrication machining welding industries enterprises holdings group partners associates services
  solutions systems technologies consulting marketing media dental medical clinic pharmacy auto automotive motors
  collision towing hvac heating cooling mechanical flooring cabinets furniture supply supplies distribution
  distributors wholesale imports staffing security cleaning janitorial realty properties development farms farm
  dairy foods brewing brewery fitness salon spa studios printing graphics signs engineering environmental energy
  solar pools fencing painting drywall masonry framing trucks company co chiropractic repair nursery marketing design
  floral cabinets lab laboratory
`);

export const NAME_WORDS: ReadonlySet<string> = new Set(words`
  american national united premier superior pacific atlantic southern northern western eastern golden eagle summit
  pioneer liberty patriot coastal valley mountain river lakeside precision quality advanced reliable professional
  elite first choice all star blue sky green metro city county family home homes pro pros express direct global
  international north south east west central capital legacy heritage classic modern custom quick rapid best top
  true prime apex peak pinnacle alpha omega tri state bright sunrise sunset ocean harbor lake creek ridge oak pine
  cedar maple willow rock stone iron steel silver diamond crown royal empire titan atlas phoenix lion bear wolf hawk
  falcon texas florida california carolina arizona georgia nevada ohio jersey york mesa desert coast gulf bay
  law legal office shop store market center works tech technology software labs studio digital web online health
  care healthcare senior living dentistry orthodontics veterinary animal pet auto car cars tire tires glass door
  doors window windows floors tile plus one new old big red air water fire electric power light lighting landscape
  lawn garden tree trees pool roof roofs deck decks kitchen bath plumbers electricians movers moving storage
  trailer equipment rental rentals sales service supply transit haul hauling express cargo carriers fleet
  farms ranch grain feed produce meats seafood pizza burger tacos grill bar pub tavern diner kitchen catering
  dental smiles smile dentist family medicine physical therapy rehab wellness beauty hair nails barber
  insurance financial finance accounting tax cpa advisors capital investments realty homes estates land title
  builders build building homes remodeling renovation restoration paint painters concrete asphalt sealcoating
  excavation demolition grading septic drilling wells pumps welding steel metal metals machine machines tool tools
  parts supply import export trading logistics shipping staffing talent recruiting events media marketing creative
  sons brothers bros leaf partners associates emerald isle island irish
  and the of
`);

/** Legal forms: only ever the last word of a domain ("acmeroofingllc"), never split from a name. */
export const LEGAL_FORM_WORDS: ReadonlySet<string> = new Set(words`llc inc corp co ltd pllc llp`);
