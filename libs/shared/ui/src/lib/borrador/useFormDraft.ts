import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { DRAFT_PREFIX, readDraft, removeDraft, toDraftValues, writeDraft, type DraftValues } from './draftStorage';

function sameValues(a: DraftValues, b: DraftValues): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((k) => a[k] === b[k]);
}

export interface FormDraftOptions {
  /** The logged-in user's id: drafts are per user. Without one (logged out) nothing is read or written. */
  userId: string | null | undefined;
  /** A dialog passes its `open`: the draft is restored on opening and dropped when it closes (saved or discarded). */
  active?: boolean;
  /** Wait to restore until the selects' options are loaded (a native select cannot show a value it does not list). */
  ready?: boolean;
  debounceMs?: number;
}

export interface FormDraft {
  /** True once a stored draft was put back into the form. */
  restored: boolean;
  /** Forgets the draft: call it after a successful submit or an explicit 'Descartar'. */
  clear: () => void;
}

/** `borrador:<userId>:<key>`, e.g. `borrador:u1:cerrar:6650f0c2…`. */
export const draftKey = (userId: string, key: string) => `${DRAFT_PREFIX}${userId}:${key}`;

/**
 * Keeps a react-hook-form's values in sessionStorage so nothing typed is lost to an expired
 * session, a reload or a slip of the finger: saved (debounced) on every change, restored on mount
 * (or when a dialog opens), cleared by `clear()`. `key` names the form and its object
 * (`agregar`, `cerrar:<tarjetaId>`). Only plain values are stored (never a File).
 */
export function useFormDraft<T extends FieldValues>(form: UseFormReturn<T>, key: string, options: FormDraftOptions): FormDraft {
  const { userId, active = true, ready = true, debounceMs = 400 } = options;
  const storageKey = userId && active ? draftKey(userId, key) : null;
  const [restored, setRestored] = useState<DraftValues | null>(null);
  const pending = useRef<{ key: string; values: T } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cleared = useRef(false);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const save = pending.current;
    pending.current = null;
    if (!save || cleared.current) return;
    // A form back at its starting values has nothing worth keeping.
    const inicial = form.formState.defaultValues;
    if (inicial && sameValues(toDraftValues(save.values), toDraftValues(inicial as Record<string, unknown>))) removeDraft(save.key);
    else writeDraft(save.key, save.values);
  }, [form]);

  useEffect(() => {
    if (!storageKey || !ready) return;
    cleared.current = false;
    const guardar = (values: T) => {
      pending.current = { key: storageKey, values };
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, debounceMs);
    };
    if (form.formState.isDirty) {
      // Typed before the form was ready (options or user still loading): that is the draft, not an older one.
      guardar(form.getValues());
    } else {
      const draft = readDraft(storageKey, form.getValues());
      if (draft) {
        // keepDefaultValues: the restored form is dirty, so leaving it still asks first.
        form.reset({ ...form.getValues(), ...draft } as T, { keepDefaultValues: true });
        setRestored(draft);
      }
    }
    const subscription = form.watch((values, { type }) => {
      // After clear(), only the user's own typing starts a new draft (not a reset or a setValue).
      if (type === 'change') cleared.current = false;
      guardar(values as T);
    });
    // Leaving the page (a 401 sends the user to the login) writes what is still pending.
    window.addEventListener('pagehide', flush);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [storageKey, ready, form, debounceMs, flush]);

  // A dialog that closes (saved, discarded or cancelled unchanged) has no draft left to keep.
  const wasActive = useRef(active);
  useEffect(() => {
    if (wasActive.current && !active && userId) {
      pending.current = null;
      removeDraft(draftKey(userId, key));
    }
    wasActive.current = active;
  }, [active, userId, key]);

  const clear = useCallback(() => {
    cleared.current = true;
    setRestored(null);
    pending.current = null;
    clearTimeout(timer.current);
    if (userId) removeDraft(draftKey(userId, key));
  }, [userId, key]);

  return { restored: restored !== null, clear };
}
