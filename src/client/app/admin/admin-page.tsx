import { QueryProvider } from '#client/lib/query-provider.js';
import { AdminLayout } from '#client/app/layouts/admin-layout.js';
import { useDocumentTitle } from '#client/lib/use-document-title.js';
import { AdminHome } from './admin-home.js';
import { CheckingAccess } from '#client/features/admin-auth/components/checking-access.js';
import { LoginPanel } from '#client/features/admin-auth/components/login-panel.js';
import { useAdminSession } from '#client/features/admin-auth/api/use-admin-session.js';
import { useNoIndex } from '#client/features/admin-auth/use-noindex.js';

/**
 * /admin: session check, then login or the dashboard (SPEC §2, §4), in the admin frame. A chunk of
 * its own, loaded only on /admin (page-for-path.tsx), with the query layer: the public pages never
 * download either.
 */
export function AdminPage() {
  return (
    <AdminLayout>
      <QueryProvider>
        <AdminScreens />
      </QueryProvider>
    </AdminLayout>
  );
}

function AdminScreens() {
  useDocumentTitle('Access Required');
  useNoIndex();
  const { status, login, logout } = useAdminSession();

  if (status === 'checking') return <CheckingAccess />;
  if (status === 'login') return <LoginPanel login={login} />;
  return <AdminHome onLogout={() => logout.mutate()} isLoggingOut={logout.isPending} />;
}
