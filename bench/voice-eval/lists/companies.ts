/**
 * Company names the three ways small businesses are named: after the owner ("Walsh Excavating",
 * "Patel Brothers Freight"), descriptively ("Blue Ridge Roofing"), or by initials ("J and M
 * Trucking"). Each entry pairs how the name is said with the kind of business it is, which the
 * scripts also say in passing ("we're a roofing outfit").
 *
 * Split by position like names.ts: every fourth entry is kept for the test scripts; append only.
 */
export interface Trade {
  /** As it appears in a company name: "Excavating". */
  nameWord: string;
  /** As said of the business: "excavation". */
  kind: string;
}

export const TRADES: readonly Trade[] = [
  { nameWord: 'Excavating', kind: 'excavation' },
  { nameWord: 'Roofing', kind: 'roofing' },
  { nameWord: 'Trucking', kind: 'trucking' },
  { nameWord: 'Staffing', kind: 'staffing' },
  { nameWord: 'Plumbing and Heating', kind: 'plumbing' },
  { nameWord: 'Mechanical', kind: 'mechanical contracting' },
  { nameWord: 'Landscaping', kind: 'landscaping' },
  { nameWord: 'Hospitality Group', kind: 'restaurant' },
  { nameWord: 'Dental Lab', kind: 'dental lab' },
  { nameWord: 'Auto Body', kind: 'collision repair' },
  { nameWord: 'Masonry', kind: 'masonry' },
  { nameWord: 'Flooring', kind: 'flooring' },
  { nameWord: 'Fabrication', kind: 'metal fabrication' },
  { nameWord: 'Electric', kind: 'electrical' },
  { nameWord: 'Freight', kind: 'freight' },
  { nameWord: 'Catering', kind: 'catering' },
  { nameWord: 'Printing', kind: 'print shop' },
  { nameWord: 'Millwork', kind: 'millwork' },
  { nameWord: 'Drywall', kind: 'drywall' },
  { nameWord: 'Towing', kind: 'towing' },
  { nameWord: 'Bakery', kind: 'bakery' },
  { nameWord: 'Pharmacy', kind: 'pharmacy' },
  { nameWord: 'Machine Works', kind: 'machine shop' },
  { nameWord: 'Home Care', kind: 'home health' },
];

/** How an owner's surname becomes a company name; {S} is the surname, {T} the trade's name word. */
export const SURNAME_COMPANY_FORMS: readonly string[] = [
  '{S} {T}',
  '{S} and Sons {T}',
  '{S} Brothers {T}',
  '{S} Family {T}',
  '{S} {T} Company',
  '{S} and Daughters {T}',
  '{S} {T} Services',
  '{S} Custom {T}',
];

export const DESCRIPTIVE_COMPANIES: ReadonlyArray<{ name: string; kind: string }> = [
  { name: 'Blue Ridge Roofing', kind: 'roofing' },
  { name: 'Harbor Point Logistics', kind: 'logistics' },
  { name: 'Iron Creek Fabrication', kind: 'steel fabrication' },
  { name: 'Sunrise Dental Studio', kind: 'dental' },
  { name: 'Golden Lotus Nail Spa', kind: 'salon' },
  { name: 'Red Clay Landscaping', kind: 'landscaping' },
  { name: 'Northstar Staffing', kind: 'staffing' },
  { name: 'Lakeshore Auto Glass', kind: 'auto glass' },
  { name: 'Cedar Hollow Farms', kind: 'farming' },
  { name: 'Prairie Wind Transport', kind: 'trucking' },
  { name: 'Silver Birch Home Care', kind: 'home care' },
  { name: 'Copper Kettle Catering', kind: 'catering' },
  { name: 'Riverbend Millwork', kind: 'cabinet and millwork' },
  { name: 'Granite State Paving', kind: 'paving' },
  { name: 'Midtown Print Shop', kind: 'printing' },
  { name: 'Evergreen Tree Service', kind: 'tree service' },
  { name: 'Little Acorns Daycare', kind: 'childcare' },
  { name: 'Keystone Mechanical', kind: 'heating and air' },
  { name: 'Three Rivers Plumbing', kind: 'plumbing' },
  { name: 'Palm Coast Pool Service', kind: 'pool service' },
  { name: 'High Desert Solar', kind: 'solar installation' },
  { name: 'Oak and Anchor Brewing', kind: 'brewery' },
  { name: 'Mesa Verde Tile', kind: 'tile' },
  { name: 'Bayside Seafood Market', kind: 'seafood' },
  { name: 'Twin Pines Storage', kind: 'self storage' },
  { name: 'Summit Peak Fitness', kind: 'gym' },
  { name: 'Crescent City Bakery', kind: 'bakery' },
  { name: 'Old Mill Cabinetry', kind: 'cabinet' },
  { name: 'Lone Star Drywall', kind: 'drywall' },
  { name: 'Canyon Creek Towing', kind: 'towing' },
  { name: 'Heartland Freight', kind: 'freight' },
  { name: 'Pacific Rim Imports', kind: 'import' },
  { name: 'Silver Lining Cleaning', kind: 'commercial cleaning' },
  { name: 'Stone Bridge Masonry', kind: 'masonry' },
  { name: 'Westside Collision', kind: 'auto body' },
  { name: 'Morning Glory Cafe', kind: 'cafe' },
];

/** Said letter by letter before "and": "J and M Trucking". */
export const INITIALS: readonly string[] = [
  'J and M',
  'A and R',
  'K and S',
  'D and L',
  'T and C',
  'B and G',
  'R and J',
  'M and P',
  'C and W',
  'E and H',
  'L and N',
  'S and T',
];
