import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { cx } from '../internal/cx';
import styles from './toast.module.css';

export type ToastVariant = 'info' | 'success' | 'error';

export interface ToastOptions {
  variant?: ToastVariant;
  /** Milliseconds before it goes away by itself; defaults to the provider's duration. */
  duration?: number;
}

export interface ToastApi {
  /** Shows a message; returns its id. */
  show: (message: string, options?: ToastOptions) => number;
  dismiss: (id: number) => void;
}

interface ToastEntry {
  id: number;
  message: string;
  variant: ToastVariant;
  duration: number;
}

const ToastContext = createContext<ToastApi | null>(null);

export interface ToastProviderProps {
  children?: ReactNode;
  /** Default time on screen in milliseconds. */
  duration?: number;
  /** Accessible name of each toast's × button. */
  dismissLabel?: string;
}

/**
 * Holds the toasts of the app and shows them in the bottom corner. Messages are announced
 * through live regions that always exist: role="status" for info and success, role="alert"
 * for errors. A toast stays while the pointer is over it or focus is inside it.
 */
export function ToastProvider({
  children,
  duration = 5000,
  dismissLabel = 'Dismiss',
}: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((t) => t.id !== id));
  }, []);

  const show = useCallback(
    (message: string, options: ToastOptions = {}) => {
      const id = nextId.current++;
      const entry: ToastEntry = {
        id,
        message,
        variant: options.variant ?? 'info',
        duration: options.duration ?? duration,
      };
      setToasts((current) => [...current, entry]);
      return id;
    },
    [duration],
  );

  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);
  const render = (list: ToastEntry[]) =>
    list.map((t) => (
      <ToastItem key={t.id} toast={t} dismissLabel={dismissLabel} onDismiss={dismiss} />
    ));

  return (
    <ToastContext value={api}>
      {children}
      <div className={styles.viewport}>
        <div role="status" className={styles.region}>
          {render(toasts.filter((t) => t.variant !== 'error'))}
        </div>
        <div role="alert" className={styles.region}>
          {render(toasts.filter((t) => t.variant === 'error'))}
        </div>
      </div>
    </ToastContext>
  );
}

function ToastItem({
  toast,
  dismissLabel,
  onDismiss,
}: {
  toast: ToastEntry;
  dismissLabel: string;
  onDismiss: (id: number) => void;
}) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;
  const { id, duration } = toast;

  useEffect(() => {
    if (paused || !Number.isFinite(duration)) return;
    const timer = setTimeout(() => onDismiss(id), duration);
    return () => clearTimeout(timer);
  }, [paused, duration, id, onDismiss]);

  return (
    <div
      className={cx(styles.toast, styles[toast.variant])}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    >
      <p className={styles.message}>{toast.message}</p>
      <button
        type="button"
        className={styles.dismiss}
        aria-label={dismissLabel}
        onClick={() => onDismiss(id)}
      >
        <svg width="16" height="16" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <path
            d="M5 5l10 10M15 5 5 15"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      </button>
    </div>
  );
}

/** The toast functions of the nearest ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>.');
  return api;
}
