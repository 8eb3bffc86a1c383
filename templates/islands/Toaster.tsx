import { Icon } from '../components/Icon.tsx';
import { dismissToast, useToasts, type Toast } from './toast-store.ts';
import { useText } from '../i18n/context.ts';

function ToastItem({ item }: { item: Toast }) {
  const text = useText();
  return (
    <div className={`toast toast--${item.variant}`}>
      <div>
        <p className="toast__title">{item.title}</p>
        {item.description && <p className="toast__description">{item.description}</p>}
      </div>
      <button type="button" className="icon-button" aria-label={text.common.dismissNotification} onClick={() => dismissToast(item.id)}>
        <Icon name="close" size={16} />
      </button>
    </div>
  );
}

/** The live region for one variant of toast: a status for confirmations, an alert for problems. */
function ToastRegion({ toasts, variant }: { toasts: readonly Toast[]; variant: Toast['variant'] }) {
  const alert = variant === 'destructive';
  return (
    <div role={alert ? 'alert' : 'status'} aria-live={alert ? 'assertive' : 'polite'} aria-atomic="false">
      {toasts
        .filter((item) => item.variant === variant)
        .map((item) => (
          <ToastItem key={item.id} item={item} />
        ))}
    </div>
  );
}

/**
 * Where toasts appear. Two live regions, present from the start so screen readers announce what is added:
 * a polite one for confirmations and an assertive one for problems.
 */
export function Toaster() {
  const toasts = useToasts();
  return (
    <div className="toaster">
      <ToastRegion toasts={toasts} variant="default" />
      <ToastRegion toasts={toasts} variant="destructive" />
    </div>
  );
}
