import { CheckCircle2, TriangleAlert, X, XCircle } from "lucide-react";
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { createPortal } from "react-dom";
import type { Flash } from "../../lib/flash.ts";

// A small toast list of our own: the usual libraries inject <style> elements or style
// attributes, which the Content-Security-Policy does not allow.

type Tone = Flash["tone"];

interface Toast {
  id: number;
  tone: Tone;
  message: string;
}

interface ToastApi {
  show: (tone: Tone, message: string) => void;
  error: (message: string) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** Registers an element the toasts show inside while it is open; returns the undo. */
type RegisterHost = (host: HTMLElement) => () => void;
const ToastHostContext = createContext<RegisterHost>(() => () => {});

/**
 * An open modal dialog makes the rest of the page inert and covers it: toasts shown outside it
 * would be dimmed and not announced. A modal registers itself, and the toasts move inside it.
 */
export function useToastHost(): RegisterHost {
  return useContext(ToastHostContext);
}

const SHOW_FOR_MS = 5000;

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast must be used inside <ToastProvider>");
  return api;
}

const TONES = {
  success: { Icon: CheckCircle2, className: "border-green-300 bg-green-50 text-green-900" },
  warning: { Icon: TriangleAlert, className: "border-amber-400 bg-amber-50 text-amber-950" },
  error: { Icon: XCircle, className: "border-red-300 bg-red-50 text-red-900" },
} as const;

function ToastItem({ toast, onClose }: { toast: Toast; onClose: () => void }) {
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused) return;
    // What went wrong (or only half right) stays up longer: it may need reading twice.
    const timer = setTimeout(onClose, toast.tone === "success" ? SHOW_FOR_MS : SHOW_FOR_MS * 2);
    return () => clearTimeout(timer);
  }, [paused, onClose, toast.tone]);
  const { Icon, className } = TONES[toast.tone];
  return (
    <li
      className={`flex items-start gap-3 rounded-lg border px-3 py-2 shadow-lg sm:px-4 ${className}`}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p className="flex-1 text-sm font-medium">{toast.message}</p>
      <button type="button" onClick={onClose} className="rounded p-0.5 hover:bg-black/10">
        <X aria-hidden="true" className="size-4" />
        <span className="sr-only">Dismiss</span>
      </button>
    </li>
  );
}

/** Shows short confirmations and failures in a live region screen readers announce. */
export function ToastProvider({ children }: { children: React.ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(0);
  const show = useCallback((tone: Tone, message: string) => {
    nextId.current += 1;
    const id = nextId.current;
    setToasts((current) => [...current.slice(-3), { id, tone, message }]);
  }, []);
  const close = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);
  const [hosts, setHosts] = useState<HTMLElement[]>([]);
  const registerHost = useCallback<RegisterHost>((host) => {
    setHosts((current) => [...current, host]);
    return () => setHosts((current) => current.filter((other) => other !== host));
  }, []);
  const api = useMemo<ToastApi>(
    () => ({
      show,
      error: (message) => show("error", message),
    }),
    [show],
  );
  // Over the top bar, which holds only the page's name (and on a phone beside the menu
  // button, left free): a toast never covers the form, the button or the list it reports on.
  const region = (
    <section
      aria-label="Notifications"
      aria-live="polite"
      className="fixed top-1.5 right-2 left-16 z-[60] sm:top-3 sm:right-4 sm:left-auto sm:w-[32rem]"
    >
      <ol className="flex flex-col gap-2">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onClose={() => close(toast.id)} />
        ))}
      </ol>
    </section>
  );
  const host = hosts.at(-1);
  return (
    <ToastContext.Provider value={api}>
      <ToastHostContext.Provider value={registerHost}>
        {children}
        {host ? createPortal(region, host) : region}
      </ToastHostContext.Provider>
    </ToastContext.Provider>
  );
}

/** Shows the confirmation a save redirected with, once. */
export function FlashToast({ flash }: { flash: Flash | null }) {
  const toast = useToast();
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (!flash || shown.current === flash.id) return;
    shown.current = flash.id;
    toast.show(flash.tone, flash.message);
  }, [flash, toast]);
  return null;
}
