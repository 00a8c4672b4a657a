import { CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { unsubscribePage } from '#content/booking.js';
import { API_ROUTES, apiPath } from '#shared/api-routes.js';
import { Button } from '#client/components/ui/button.js';
import { apiRequest, HttpError, serverMessage } from '#client/lib/api.js';

type State = 'idle' | 'sending' | 'done' | 'not-found' | 'error';

/**
 * /unsubscribe/<token>: says what the button does, and only the button unsubscribes (a POST).
 * Opening the page, which mail scanners do with every link, changes nothing.
 */
export function UnsubscribeView({ token }: { token: string }) {
  const [state, setState] = useState<State>('idle');
  const [message, setMessage] = useState('');
  const doneRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (state === 'done') doneRef.current?.focus();
  }, [state]);

  const unsubscribe = async () => {
    setState('sending');
    try {
      await apiRequest('POST', apiPath(API_ROUTES.mailUnsubscribe, { token }), {});
      setState('done');
    } catch (error) {
      // The API refuses a token it cannot open with 400: the link is broken or altered.
      if (error instanceof HttpError && (error.status === 400 || error.status === 404)) {
        setState('not-found');
        return;
      }
      const said = error instanceof HttpError && error.status < 500 ? serverMessage(error) : null;
      setMessage(said ?? `${unsubscribePage.failed}.`);
      setState('error');
    }
  };

  if (state === 'done') {
    return (
      <p
        ref={doneRef}
        tabIndex={-1}
        role="status"
        className="flex items-start gap-3 rounded-2xl bg-green-50 p-5 text-green-900 ring-1 ring-green-200 outline-none"
      >
        <CircleCheck aria-hidden="true" className="size-6 shrink-0 text-green-700" />
        {unsubscribePage.done}
      </p>
    );
  }
  return (
    <div className="grid justify-items-start gap-5">
      <p className="text-lg leading-relaxed text-slate-700">{unsubscribePage.intro}</p>
      <Button onClick={() => void unsubscribe()} disabled={state === 'sending'} className="w-full sm:w-auto sm:px-8">
        {state === 'sending' ? unsubscribePage.busyLabel : unsubscribePage.confirmLabel}
      </Button>
      {state === 'not-found' && (
        <p role="alert" className="rounded-md bg-amber-50 px-3 py-2 text-amber-900">
          {unsubscribePage.notFound}
        </p>
      )}
      {state === 'error' && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-red-800">
          {message}
        </p>
      )}
    </div>
  );
}
