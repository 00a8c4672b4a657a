import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { loginResponseSchema, verifyResponseSchema } from '#shared/admin-auth-schemas.js';
import { toast } from '#client/components/ui/use-toast.js';
import { apiRequest, getQueryFn, HttpError } from '#client/lib/api.js';
import { LoginRejectedError } from '#client/features/admin-auth/login-error-message.js';
import { API_ROUTES } from '#shared/api-routes.js';

const VERIFY_KEY = [API_ROUTES.adminVerify] as const;
const isVerifyQuery = (query: { queryKey: QueryKey }) => query.queryKey[0] === VERIFY_KEY[0];

type VerifyAnswer = { success: boolean } | null;
export type AdminSessionStatus = 'checking' | 'authenticated' | 'login';

/** SPEC §4 admin auth: checking -> authenticated or login; login -> dashboard; logout -> login. */
export function useAdminSession() {
  const queryClient = useQueryClient();

  const verify = useQuery({
    queryKey: VERIFY_KEY,
    queryFn: getQueryFn({ on401: 'returnNull', schema: verifyResponseSchema }),
    // The cookie may have expired since the answer was cached: check again whenever the page opens.
    refetchOnMount: 'always',
  });

  const setAuthenticated = (authenticated: boolean) => {
    const answer: VerifyAnswer = authenticated ? { success: true } : null;
    queryClient.setQueryData(VERIFY_KEY, answer);
  };

  const endSession = () => {
    // The login form first, so no dashboard is left mounted to refetch what is removed next.
    setAuthenticated(false);
    // Drop every admin answer so nothing from this session stays in memory after it ends.
    queryClient.removeQueries({ predicate: (query) => !isVerifyQuery(query) });
  };

  // A dashboard call answered 401: the session expired or ended elsewhere. Show the login form
  // instead of a dashboard whose every poll fails.
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        // The cache's events carry untyped queries: the error is whatever the query function threw.
        const error: unknown = event.action.error;
        if (error instanceof HttpError && error.status === 401 && !isVerifyQuery(event.query)) {
          endSession();
        }
      }),
    // endSession only uses queryClient, which never changes.
    [queryClient],
  );

  const login = useMutation({
    mutationFn: async (password: string) => {
      const response = await apiRequest('POST', API_ROUTES.adminLogin, { password });
      const answer = loginResponseSchema.parse(await response.json());
      if (!answer.success) throw new LoginRejectedError(answer.message);
      return answer;
    },
    onSuccess: () => {
      setAuthenticated(true);
      toast({ title: 'Welcome to the admin dashboard' });
    },
  });

  const logout = useMutation({
    mutationFn: () => apiRequest('POST', API_ROUTES.adminLogout),
    // The local session ends whatever the server said, so a failed call never strands the admin.
    onSettled: () => {
      endSession();
      toast({ title: 'Logged out successfully' });
    },
  });

  // A failed check (network, server error) falls back to the login form rather than a dead end.
  const status: AdminSessionStatus = verify.isPending
    ? 'checking'
    : verify.data?.success === true
      ? 'authenticated'
      : 'login';

  return { status, login, logout };
}
