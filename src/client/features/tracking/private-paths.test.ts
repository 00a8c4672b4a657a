import { describe, expect, it } from 'vitest';
import { isPrivatePath } from './private-paths.js';

describe('isPrivatePath', () => {
  it('covers /admin and everything below it, in any case and escaped', () => {
    for (const path of ['/admin', '/admin/', '/admin/x/y', '/ADMIN', '/Admin/settings', '/%61dmin']) {
      expect(isPrivatePath(path), path).toBe(true);
    }
  });

  it('covers the pages whose address holds an e-mail token', () => {
    for (const path of [
      '/book/manage/abc123',
      '/Book/Manage/x',
      '/unsubscribe/abc',
      '/unsubscribe',
      '/%75nsubscribe/a',
    ]) {
      expect(isPrivatePath(path), path).toBe(true);
    }
  });

  it('leaves the public pages alone', () => {
    for (const path of [
      '/',
      '/faq',
      '/book',
      '/book/',
      '/booking',
      '/unsubscribed',
      '/administration',
      '/x/admin',
      '/%E0%A4%A',
    ]) {
      expect(isPrivatePath(path), path).toBe(false);
    }
  });
});
