import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { toast } from '#client/components/ui/use-toast.js';

/**
 * The dashboard's session filter (SPEC §4): 'View Session' on a lead or voice message narrows
 * analytics and session activity to that visitor session; the same button again, or 'Clear
 * Filter', removes it. A context, so the analytics and sessions parts read it without props
 * threaded through the layout.
 */
export interface SessionFilter {
  /** The chosen session, or null when everything is shown. */
  sessionId: string | null;
  /** Filters on this session, or clears the filter when it is already the chosen one. */
  toggle: (sessionId: string) => void;
  clear: () => void;
}

const SessionFilterContext = createContext<SessionFilter | null>(null);

export function SessionFilterProvider({ children }: { children: ReactNode }) {
  const [sessionId, setSessionId] = useState<string | null>(null);

  const clear = useCallback(() => {
    setSessionId(null);
    toast({ title: 'Session filter cleared', description: 'Showing all sessions.' });
  }, []);

  const toggle = useCallback(
    (id: string) => {
      if (id === sessionId) return clear();
      setSessionId(id);
      toast({ title: 'Session filter applied', description: `Showing activity for session ${id}` });
    },
    [sessionId, clear],
  );

  const value = useMemo(() => ({ sessionId, toggle, clear }), [sessionId, toggle, clear]);
  return <SessionFilterContext.Provider value={value}>{children}</SessionFilterContext.Provider>;
}

export function useSessionFilter(): SessionFilter {
  const filter = useContext(SessionFilterContext);
  if (!filter) throw new Error('useSessionFilter must be used inside SessionFilterProvider');
  return filter;
}
