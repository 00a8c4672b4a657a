import { QueryProvider } from '#client/lib/query-provider.js';
import { useDocumentTitle } from '#client/lib/use-document-title.js';
import { AdminHome } from './admin-home.js';
import { CheckingAccess } from '#client/features/admin-auth/components/checking-access.js';
import { LoginPanel } from '#client/features/admin-auth/components/login-panel.js';
import { useAdminSession } from '#client/features/admin-auth/api/use-admin-session.js';
import { useNoIndex } from '#client/features/admin-auth/use-noindex.js';

/** /admin: session check, then login or the dashboard (SPEC §2, §4). Loaded lazily by the router. */
export function AdminPage() {
  return (
    <QueryProvider>
      <AdminScreens />
    </QueryProvider>
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
