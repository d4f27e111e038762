import { createContext, useContext } from 'react';

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself (default 5000, spec §9). */
  duration?: number;
  /** 'top': under the header on wide screens, clear of the page's buttons (the thank-you page's Downloads). */
  placement?: 'top';
}

export interface ToastApi {
  toast: (input: ToastInput) => void;
  dismiss: () => void;
}

export const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
