import { Bell, BellOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '#client/components/ui/button.js';
import { HttpError, serverMessage } from '#client/lib/api.js';
import type { AlertState } from './device-alerts.js';

/** The push code loads after the dashboard has drawn: nothing of it is needed for the first paint. */
const loadDeviceAlerts = () => import('./device-alerts.js');

const EXPLANATIONS: Record<'unsupported' | 'denied', string> = {
  unsupported:
    'This browser cannot show alerts. On an iPhone, add the dashboard to the Home Screen (Share, Add to Home Screen) and open it from there.',
  denied:
    "Notifications are blocked for this site. Allow them in the browser's site settings (the icon beside the address), then reload.",
};

/**
 * "Alerts on this device: On/Off" in the dashboard's header (decision 0039): Web Push for new
 * leads, voicemails and booked calls, turned on or off for this browser alone.
 */
export function DeviceAlertsToggle() {
  const [state, setState] = useState<AlertState | 'loading'>('loading');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');

  useEffect(() => {
    let current = true;
    // An alert tapped while this page was open but not yet under the worker: the worker asks
    // the page to open the row itself (public/admin/sw.js).
    const onMessage = (event: MessageEvent<unknown>) => {
      const data = event.data as { type?: unknown; url?: unknown } | null;
      if (data?.type === 'open-alert' && typeof data.url === 'string' && data.url.startsWith('/admin')) {
        window.location.assign(data.url);
      }
    };
    navigator.serviceWorker?.addEventListener('message', onMessage);
    void loadDeviceAlerts()
      .then((alerts) => alerts.readAlertState())
      .then(
        (read) => current && setState(read),
        // The worker could not be registered (a network error): the button stays, the click tries again.
        () => current && setState('off'),
      );
    return () => {
      current = false;
      navigator.serviceWorker?.removeEventListener('message', onMessage);
    };
  }, []);

  const toggle = async () => {
    setBusy(true);
    setProblem('');
    try {
      const alerts = await loadDeviceAlerts();
      setState(state === 'on' ? await alerts.turnAlertsOff() : await alerts.turnAlertsOn());
    } catch (error) {
      const said = error instanceof HttpError && error.status < 500 ? serverMessage(error) : null;
      setProblem(said ?? 'Alerts could not be changed; please try again.');
    } finally {
      setBusy(false);
    }
  };

  if (state === 'loading') return null;
  if (state === 'unsupported' || state === 'denied') {
    return (
      <p className="flex max-w-xs items-center gap-2 text-sm text-slate-700" data-testid="device-alerts">
        <BellOff aria-hidden="true" className="size-4 shrink-0" />
        <span>
          Alerts on this device: {state === 'denied' ? 'Blocked' : 'Not available'}. {EXPLANATIONS[state]}
        </span>
      </p>
    );
  }
  const on = state === 'on';
  return (
    <div className="flex flex-col items-end gap-1" data-testid="device-alerts">
      <Button variant="outline" onClick={() => void toggle()} disabled={busy} aria-pressed={on}>
        {on ? <Bell className="size-4" aria-hidden="true" /> : <BellOff className="size-4" aria-hidden="true" />}
        {/* Short on a phone, so the header's buttons share one line; hidden text is not part of the name. */}
        <span className="sm:hidden">Alerts: {on ? 'On' : 'Off'}</span>
        <span className="hidden sm:inline">Alerts on this device: {on ? 'On' : 'Off'}</span>
      </Button>
      <p role="status" className="text-sm text-red-700">
        {problem}
      </p>
    </div>
  );
}
