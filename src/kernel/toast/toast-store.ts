export type ToastVariant = "default" | "destructive" | "success";

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = "F8";

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds on screen; 5000 when not given. */
  duration?: number;
}

export interface Toast extends Required<Omit<ToastInput, "description">> {
  id: number;
  description?: string;
}

/**
 * The toasts on screen: at most TOAST_LIMIT, the newest replacing the oldest; each leaves after
 * its duration or when dismissed.
 */
interface Timers {
  set(callback: () => void, ms: number): ReturnType<typeof setTimeout>;
  clear(id: ReturnType<typeof setTimeout>): void;
}

// Browsers refuse setTimeout called as a method of another object ("Illegal invocation").
const browserTimers: Timers = { set: (callback, ms) => setTimeout(callback, ms), clear: (id) => clearTimeout(id) };

export function createToastStore(timers: Timers = browserTimers) {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const timeouts = new Map<number, ReturnType<typeof setTimeout>>();
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());

  const dismiss = (id: number) => {
    const timeout = timeouts.get(id);
    if (timeout !== undefined) timers.clear(timeout);
    timeouts.delete(id);
    if (!toasts.some((t) => t.id === id)) return;
    toasts = toasts.filter((t) => t.id !== id);
    emit();
  };

  const show = (input: ToastInput): number => {
    const toast: Toast = {
      id: nextId++,
      title: input.title,
      variant: input.variant ?? "default",
      duration: input.duration ?? TOAST_DURATION_MS,
      ...(input.description ? { description: input.description } : {}),
    };
    const kept = [toast, ...toasts];
    for (const dropped of kept.slice(TOAST_LIMIT)) {
      const timeout = timeouts.get(dropped.id);
      if (timeout !== undefined) timers.clear(timeout);
      timeouts.delete(dropped.id);
    }
    toasts = kept.slice(0, TOAST_LIMIT);
    timeouts.set(
      toast.id,
      timers.set(() => dismiss(toast.id), toast.duration),
    );
    emit();
    return toast.id;
  };

  return {
    show,
    dismiss,
    all: () => toasts,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** The application's toasts. */
export const toasts = createToastStore();

/** Shows a toast: `toast({ title, description, variant: "destructive" })`. */
export const toast = (input: ToastInput) => toasts.show(input);
