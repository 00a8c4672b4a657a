import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#server/db/client.js';
import { consents, leads } from '#server/db/schema.js';
import { DATABASE_KINDS, openTestDatabase } from '#server/test-support/databases.js';
import { consentRows } from './consent-ledger.js';
import { clearOldConsentAddresses } from './consent-retention.js';

const DAY = 24 * 3_600_000;
const NOW = Date.parse('2026-11-20T12:00:00Z');

describe.each(DATABASE_KINDS)('consent addresses on %s', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database?.close());

  it('are cleared after the IP retention; the consent record itself stays', async () => {
    const [lead] = await database.db
      .insert(leads)
      .values({ type: 'consultation', firstName: 'Ana', email: 'ana@example.com', phone: '(555) 201-3344' })
      .returning({ id: leads.id });
    const given = (daysAgo: number) => ({
      ...consentRows(
        { phone: '(555) 201-3344', recording: false },
        { ipAddress: '203.0.113.9', page: '/faq' },
        {
          leadId: lead!.id,
        },
      )[0]!,
      givenAt: new Date(NOW - daysAgo * DAY),
    });
    await database.db.insert(consents).values([given(91), given(89)]);

    expect(await clearOldConsentAddresses(database.db, 90, NOW)).toBe(1);
    const rows = await database.db
      .select({ ipAddress: consents.ipAddress, page: consents.page, phone: consents.phone, kind: consents.kind })
      .from(consents)
      .orderBy(consents.givenAt);
    expect(rows).toEqual([
      { ipAddress: null, page: '/faq', phone: '(555) 201-3344', kind: 'phone' },
      { ipAddress: '203.0.113.9', page: '/faq', phone: '(555) 201-3344', kind: 'phone' },
    ]);
    expect(await clearOldConsentAddresses(database.db, 90, NOW)).toBe(0);
  });
});
