import { Toast, ToastAction, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast.js';
import { useToastPlacement } from './toast-placement.js';
import { useToast } from './use-toast.js';

/** Renders the toast store; mounted once, at the app root. */
export function Toaster() {
  const { toasts } = useToast();
  const placement = useToastPlacement(toasts.some((toast) => toast.open !== false));
  return (
    <ToastProvider>
      {toasts.map(({ id, title, description, action, ...props }) => (
        <Toast key={id} {...props}>
          <div className="grid gap-1">
            {title && <ToastTitle>{title}</ToastTitle>}
            {description && <ToastDescription>{description}</ToastDescription>}
          </div>
          {action && (
            <ToastAction altText={action.altText} onClick={action.onClick}>
              {action.label}
            </ToastAction>
          )}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport placement={placement} />
    </ToastProvider>
  );
}
