import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.js';
import { settings } from '#server/db/schema.js';
import { ADMIN_PASSWORD_MAX, ADMIN_PASSWORD_MIN } from '#shared/admin-auth-schemas.js';
import { hashPassword, verifyPassword } from './password-hash.js';

const PASSWORD_KEY = 'admin_password_hash';

export function passwordProblem(password: string): string | null {
  if (password.length < ADMIN_PASSWORD_MIN) return `The password must be at least ${ADMIN_PASSWORD_MIN} characters`;
  if (password.length > ADMIN_PASSWORD_MAX) return `The password must be at most ${ADMIN_PASSWORD_MAX} characters`;
  return null;
}

export async function readPasswordHash(db: Db): Promise<string | null> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, PASSWORD_KEY));
  return row?.value ?? null;
}

/** Stores a new password hash and ends every admin session, so an old password's sessions die with it. */
export async function storePassword(db: Db, password: string, log2N?: number): Promise<void> {
  const problem = passwordProblem(password);
  if (problem) throw new Error(problem);
  const hash = await hashPassword(password, log2N);
  await db.transaction(async (tx) => {
    await tx
      .insert(settings)
      .values({ key: PASSWORD_KEY, value: hash })
      .onConflictDoUpdate({ target: settings.key, set: { value: hash, updatedAt: sql`now()` } });
    await tx.execute(sql`delete from admin_sessions`);
  });
}

export type PasswordSetup = 'from-environment' | 'unchanged' | 'generated' | 'stored';

/**
 * Makes sure an admin password exists at start. ADMIN_PASSWORD wins when given; with none given
 * and none stored, a strong random password is generated and handed to `announce` exactly once.
 * There is never a default password.
 */
export async function ensureAdminPassword(
  db: Db,
  fromEnvironment: string | undefined,
  announce: (generated: string) => void,
  log2N?: number,
): Promise<PasswordSetup> {
  const stored = await readPasswordHash(db);
  if (fromEnvironment !== undefined) {
    if (stored && (await verifyPassword(fromEnvironment, stored))) return 'unchanged';
    await storePassword(db, fromEnvironment, log2N);
    return 'from-environment';
  }
  if (stored) return 'stored';
  const generated = randomBytes(18).toString('base64url');
  const hash = await hashPassword(generated, log2N);
  // Another instance starting at the same moment may win the insert; only the winner announces.
  const inserted = await db
    .insert(settings)
    .values({ key: PASSWORD_KEY, value: hash })
    .onConflictDoNothing()
    .returning({ key: settings.key });
  if (inserted.length === 0) return 'stored';
  announce(generated);
  return 'generated';
}
